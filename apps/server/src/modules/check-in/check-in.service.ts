// Front-desk check-in: an athlete found by name or by the code on the family's home is marked
// present in today's class. Today is the club's calendar day in its own time zone; which classes
// meet today is asked of the calendar's meetings. With several classes today, the one the athlete
// is checked into is the class going on now, else the next to start, else the last one that ended.
// Only enrolments that have started count.
import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { CheckInBody, CheckInCandidate, CheckInCode, CheckInResult, TodayClasses } from '@springboard/contract/check-in';
import { DAYS, parseTimeRange } from '@springboard/contract/programs';
import type { Tx } from '../../db/tenant-tx.js';
import {
  athleteCheckInCodes,
  athletes,
  attendanceRecords,
  clubSettings,
  DEFAULT_CLUB_TIME_ZONE,
  enrollments,
  memberships,
  programs,
  programSlots,
} from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { localParts, localDate } from '../../platform/jobs/schedule-times.js';
import { PEOPLE, matchPeople, rankPeople } from '../../platform/people-search.js';
import { markAttendance } from '../attendance/attendance.service.js';
import { meetingDates, weekdayOf } from '../calendar/meetings.js';
import { unacceptedRequiredPolicies } from '../policies/unaccepted.js';

/** `date` is the club's today; `started` the last day an enrolment may start on to count today: the
 *  later of the club's today and the UTC date, which registration starts classes from. */
type ClubNow = { date: string; minutes: number; started: string };

async function clubNow(tx: Tx, tenantId: string, now: Date): Promise<ClubNow> {
  const [club] = await tx
    .select({ timeZone: clubSettings.timeZone })
    .from(clubSettings)
    .where(eq(clubSettings.tenantId, tenantId))
    .limit(1);
  const zone = club?.timeZone ?? DEFAULT_CLUB_TIME_ZONE;
  const p = localParts(now, zone);
  const date = localDate(now, zone);
  const utc = now.toISOString().slice(0, 10);
  return { date, minutes: p.hour * 60 + p.minute, started: utc > date ? utc : date };
}

type TodayClass = { slotId: string; label: string; programId: string; program: string; time: string; start: number; end: number };

/** The given slots that meet on `date`, with that day's class time, in time order. */
async function classesOn(tx: Tx, slotIds: string[], date: string): Promise<TodayClass[]> {
  if (slotIds.length === 0) return [];
  const meets = await meetingDates(tx, slotIds, date, date);
  const meeting = slotIds.filter((id) => (meets.get(id) ?? []).length > 0);
  if (meeting.length === 0) return [];
  const rows = await tx
    .select({ id: programSlots.id, label: programSlots.slotId, times: programSlots.times, programId: programs.id, program: programs.label })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(inArray(programSlots.id, meeting));
  const day = DAYS.indexOf(weekdayOf(date));
  return rows
    .map((r) => {
      const time = r.times[day] ?? '';
      const range = parseTimeRange(time) ?? { start: 0, end: 24 * 60 };
      return { slotId: r.id, label: r.label, programId: r.programId, program: r.program, time, ...range };
    })
    .sort((a, b) => a.start - b.start || a.label.localeCompare(b.label));
}

/** Going on now, else the next to start, else the last that ended. */
export function classToCheckInto<C extends { start: number; end: number }>(classes: C[], minutes: number): C | undefined {
  return (
    classes.find((c) => c.start <= minutes && minutes < c.end) ??
    classes.find((c) => c.start > minutes) ??
    classes.filter((c) => c.end <= minutes).at(-1)
  );
}

async function athleteOf(tx: Tx, body: CheckInBody) {
  if (body.code) {
    const [row] = await tx
      .select({ id: athleteCheckInCodes.athleteId })
      .from(athleteCheckInCodes)
      .where(eq(athleteCheckInCodes.code, body.code.toUpperCase()));
    if (!row) throw fieldError('code', 'check_in_code_not_found', 'NOT_FOUND');
    body = { athlete_id: row.id };
  }
  const [a] = await tx
    .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, membershipId: athletes.membershipId })
    .from(athletes)
    .where(eq(athletes.id, body.athlete_id!));
  if (!a) throw fieldError('athlete_id', 'athlete_not_found', 'NOT_FOUND');
  return a;
}

/** POST /api/check-in. Nothing is written when it refuses. */
export async function checkIn(
  tx: Tx,
  tenantId: string,
  body: CheckInBody,
  userId: string,
  now = new Date(),
): Promise<CheckInResult> {
  const athlete = await athleteOf(tx, body);
  const [policy] = await unacceptedRequiredPolicies(tx, athlete.membershipId);
  if (policy) throw new AppError('CONFLICT', { code: 'policy_not_accepted', params: { policy: policy.title } });
  const today = await clubNow(tx, tenantId, now);
  const slotIds = (
    await tx
      .select({ slotId: enrollments.slotId })
      .from(enrollments)
      .where(and(eq(enrollments.athleteId, athlete.id), lte(enrollments.startsOn, today.started)))
  ).map((e) => e.slotId);
  const chosen = classToCheckInto(await classesOn(tx, slotIds, today.date), today.minutes);
  if (!chosen) throw new AppError('CONFLICT', 'no_class_today');
  const [before] = await tx
    .select({ status: attendanceRecords.status })
    .from(attendanceRecords)
    .where(
      and(
        eq(attendanceRecords.athleteId, athlete.id),
        eq(attendanceRecords.slotId, chosen.slotId),
        eq(attendanceRecords.attendanceDate, today.date),
      ),
    );
  await markAttendance(
    tx,
    tenantId,
    {
      programId: chosen.programId,
      timeSlotId: chosen.slotId,
      attendanceDate: today.date,
      attendance: [{ athleteId: athlete.id, status: 'present' }],
    },
    userId,
  );
  return {
    athlete_id: athlete.id,
    first_name: athlete.firstName,
    last_name: athlete.lastName,
    date: today.date,
    program: chosen.program,
    time_slot_id: chosen.slotId,
    slot: chosen.label,
    times: [chosen.time],
    already_present: before?.status === 'present',
  };
}

/** The club's classes meeting today, in time order, with their enrolled and present counts. */
export async function todaysClasses(tx: Tx, tenantId: string, now = new Date()): Promise<TodayClasses> {
  const today = await clubNow(tx, tenantId, now);
  const all = (await tx.select({ id: programSlots.id }).from(programSlots)).map((s) => s.id);
  const classes = await classesOn(tx, all, today.date);
  const ids = classes.map((c) => c.slotId);
  const enrolled = ids.length
    ? await tx.select({ slot: enrollments.slotId, n: count() }).from(enrollments).where(inArray(enrollments.slotId, ids)).groupBy(enrollments.slotId)
    : [];
  const present = ids.length
    ? await tx
        .select({ slot: attendanceRecords.slotId, n: count() })
        .from(attendanceRecords)
        .where(
          and(
            inArray(attendanceRecords.slotId, ids),
            eq(attendanceRecords.attendanceDate, today.date),
            inArray(attendanceRecords.status, ['present', 'makeup']),
          ),
        )
        .groupBy(attendanceRecords.slotId)
    : [];
  const of = (rows: { slot: string; n: number }[], id: string) => rows.find((r) => r.slot === id)?.n ?? 0;
  return {
    date: today.date,
    classes: classes.map((c) => ({
      time_slot_id: c.slotId,
      program: c.program,
      slot: c.label,
      times: [c.time],
      enrolled: of(enrolled, c.slotId),
      present: of(present, c.slotId),
    })),
  };
}

/** Athletes whose name matches, best first (at most 20), each with the class they would be checked into today. */
export async function searchAthletes(tx: Tx, tenantId: string, q: string, now = new Date()): Promise<CheckInCandidate[]> {
  const found = await tx
    .select({
      id: athletes.id,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      familyFirst: memberships.firstName,
      familyLast: memberships.lastName,
    })
    .from(athletes)
    .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
    .where(matchPeople(q, PEOPLE.athletes))
    .orderBy(...rankPeople(q, PEOPLE.athletes), asc(athletes.lastName), asc(athletes.firstName), asc(athletes.id))
    .limit(20);
  if (found.length === 0) return [];
  const today = await clubNow(tx, tenantId, now);
  const ids = found.map((a) => a.id);
  const enr = await tx
    .select({ athleteId: enrollments.athleteId, slotId: enrollments.slotId })
    .from(enrollments)
    .where(and(inArray(enrollments.athleteId, ids), lte(enrollments.startsOn, today.started)));
  const classes = await classesOn(tx, [...new Set(enr.map((e) => e.slotId))], today.date);
  const presentRows = await tx
    .select({ athleteId: attendanceRecords.athleteId, slotId: attendanceRecords.slotId })
    .from(attendanceRecords)
    .where(
      and(
        inArray(attendanceRecords.athleteId, ids),
        eq(attendanceRecords.attendanceDate, today.date),
        eq(attendanceRecords.status, 'present'),
      ),
    );
  return found.map((a) => {
    const mine = new Set(enr.filter((e) => e.athleteId === a.id).map((e) => e.slotId));
    const chosen = classToCheckInto(
      classes.filter((c) => mine.has(c.slotId)),
      today.minutes,
    );
    return {
      athlete_id: a.id,
      first_name: a.firstName,
      last_name: a.lastName,
      family_name: `${a.familyFirst} ${a.familyLast}`,
      class_today: chosen ? `${chosen.program} · ${chosen.time}` : null,
      present: !!chosen && presentRows.some((p) => p.athleteId === a.id && p.slotId === chosen.slotId),
    };
  });
}

/** The family's athletes with their check-in codes, oldest first. */
export async function familyCodes(tx: Tx, membershipId: string): Promise<CheckInCode[]> {
  const rows = await tx
    .select({ id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName, code: athleteCheckInCodes.code })
    .from(athletes)
    .innerJoin(athleteCheckInCodes, eq(athleteCheckInCodes.athleteId, athletes.id))
    .where(eq(athletes.membershipId, membershipId))
    .orderBy(asc(athletes.createdAt), asc(athletes.id));
  return rows.map((r) => ({ athlete_id: r.id, first_name: r.firstName, last_name: r.lastName, code: r.code }));
}
