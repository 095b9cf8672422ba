// "Will not attend": a family (or staff) reports that an athlete will miss one class date of a slot
// they are enrolled in, before the club's cut-off. The place is free that day (make-up availability
// counts absences), and the family gets a make-up token unless the athlete already had the club's
// cap of absence tokens in the period (the class's term, or its calendar year outside terms).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { reason } from '@springboard/contract/messages';
import { parseTimeRange } from '@springboard/contract/programs';
import {
  COMING_CLASSES_DAYS,
  type ComingClass,
  type ReportAbsenceBody,
  type ReportedAbsence,
} from '@springboard/contract/makeups';
import type { Tx } from '../../db/tenant-tx.js';
import { absences, athletes, enrollments, makeups, programs, programSlots } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { meetingDates, slotMeetsOn } from '../calendar/meetings.js';
import { beforeCutoff, classStart, makeupRules, timeOn, todayIn } from './class-times.js';
import { absenceTokensInPeriod, insertToken, termOfSlot, tokenViews } from './tokens.service.js';

export async function reportAbsence(tx: Tx, tenantId: string, body: ReportAbsenceBody, by: string): Promise<ReportedAbsence> {
  // The athlete's row is the lock: two absences at once count the cap one after the other.
  const [athlete] = await tx
    .select({ id: athletes.id, membershipId: athletes.membershipId })
    .from(athletes)
    .where(eq(athletes.id, body.athlete_id))
    .for('update');
  if (!athlete) throw fieldError('athlete_id', 'athlete_not_found', 'NOT_FOUND');
  const [enrolled] = await tx
    .select({ times: programSlots.times })
    .from(enrollments)
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .where(and(eq(enrollments.athleteId, athlete.id), eq(enrollments.slotId, body.slot_id)));
  if (!enrolled) throw fieldError('slot_id', 'not_enrolled_in_slot');
  if ((await slotMeetsOn(tx, body.slot_id, body.date)) !== null) throw fieldError('date', 'class_not_on_date');
  const rules = await makeupRules(tx, tenantId);
  if (!beforeCutoff(classStart(enrolled.times, body.date, rules.timeZone), rules.absenceCutoffHours))
    throw fieldError('date', reason('absence_cutoff_passed', { hours: rules.absenceCutoffHours }));

  const [absence] = await tx
    .insert(absences)
    .values({ tenantId, athleteId: athlete.id, slotId: body.slot_id, date: body.date, reportedBy: by })
    .onConflictDoNothing()
    .returning({ id: absences.id });
  if (!absence) throw new AppError('CONFLICT', 'absence_already_reported');

  const termId = await termOfSlot(tx, body.slot_id);
  const given = await absenceTokensInPeriod(tx, athlete.id, termId, body.date);
  const out = {
    absence: { id: absence.id, athlete_id: athlete.id, slot_id: body.slot_id, date: body.date },
    cap: rules.tokensPerTerm,
  };
  if (given >= rules.tokensPerTerm) return { ...out, token: null, no_token_reason: 'cap_reached' };
  const today = todayIn(rules);
  const tokenId = await insertToken(tx, {
    tenantId,
    membershipId: athlete.membershipId,
    athleteId: athlete.id,
    source: 'absence',
    absenceId: absence.id,
    slotId: body.slot_id,
    classDate: body.date,
    termId,
    expiresOn: addDays(today, rules.tokenValidDays),
  });
  const [token] = await tokenViews(tx, today, { ids: [tokenId] });
  return { ...out, token: token!, no_token_reason: null };
}

/** The family's athletes' classes of the coming weeks and their make-ups booked, in date order. */
export async function comingClasses(tx: Tx, tenantId: string, membershipId: string, now = new Date()): Promise<ComingClass[]> {
  const rules = await makeupRules(tx, tenantId);
  const today = todayIn(rules, now);
  const last = addDays(today, COMING_CLASSES_DAYS - 1);
  const kids = await tx
    .select({ id: athletes.id, first: athletes.firstName, last: athletes.lastName })
    .from(athletes)
    .where(eq(athletes.membershipId, membershipId));
  if (kids.length === 0) return [];
  const name = new Map(kids.map((k) => [k.id, `${k.first} ${k.last}`]));
  const kidIds = kids.map((k) => k.id);
  const slotInfo = { program: programs.label, programEs: programs.labelEs, times: programSlots.times };
  const enrolled = await tx
    .select({ athleteId: enrollments.athleteId, slotId: enrollments.slotId, startsOn: enrollments.startsOn, ...slotInfo })
    .from(enrollments)
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(inArray(enrollments.athleteId, kidIds));
  const dates = await meetingDates(tx, [...new Set(enrolled.map((e) => e.slotId))], today, last);
  const reported = await tx
    .select({ athleteId: absences.athleteId, slotId: absences.slotId, date: absences.date })
    .from(absences)
    .where(and(inArray(absences.athleteId, kidIds), gte(absences.date, today), lte(absences.date, last)));
  const absent = new Set(reported.map((r) => `${r.athleteId}|${r.slotId}|${r.date}`));
  const out: ComingClass[] = [];
  for (const e of enrolled) {
    for (const date of dates.get(e.slotId) ?? []) {
      if (date < e.startsOn) continue;
      const start = classStart(e.times, date, rules.timeZone);
      if (start.getTime() <= now.getTime()) continue;
      const isAbsent = absent.has(`${e.athleteId}|${e.slotId}|${date}`);
      out.push({
        athlete_id: e.athleteId,
        athlete_name: name.get(e.athleteId) ?? '',
        slot_id: e.slotId,
        program: e.program,
        program_es: e.programEs,
        date,
        time: timeOn(e.times, date),
        kind: 'class',
        absent: isAbsent,
        can_report_absence: !isAbsent && beforeCutoff(start, rules.absenceCutoffHours, now),
        makeup_id: null,
        can_cancel: false,
      });
    }
  }
  const booked = await tx
    .select({ id: makeups.id, athleteId: makeups.athleteId, slotId: makeups.slotId, date: makeups.date, ...slotInfo })
    .from(makeups)
    .innerJoin(programSlots, eq(programSlots.id, makeups.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(and(inArray(makeups.athleteId, kidIds), eq(makeups.status, 'booked'), gte(makeups.date, today)))
    .orderBy(asc(makeups.date));
  for (const m of booked) {
    const start = classStart(m.times, m.date, rules.timeZone);
    if (start.getTime() <= now.getTime()) continue;
    out.push({
      athlete_id: m.athleteId,
      athlete_name: name.get(m.athleteId) ?? '',
      slot_id: m.slotId,
      program: m.program,
      program_es: m.programEs,
      date: m.date,
      time: timeOn(m.times, m.date),
      kind: 'makeup',
      absent: false,
      can_report_absence: false,
      makeup_id: m.id,
      can_cancel: beforeCutoff(start, rules.bookingCutoffHours, now),
    });
  }
  const startOf = (c: ComingClass) => `${c.date} ${String(parseTimeRange(c.time)?.start ?? 0).padStart(4, '0')}`;
  return out.sort((a, b) => startOf(a).localeCompare(startOf(b)) || a.athlete_name.localeCompare(b.athlete_name));
}
