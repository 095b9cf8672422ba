// Booking a make-up with a token: the class dates an athlete may make up in (availability) and
// the booking itself, one transaction holding the class date's lock (an advisory lock per slot and
// date), so two families asking for the last place get one booking and one 409 that leaves the
// token as it was. Places on a date = capacity − enrolled + absences reported − make-ups booked.
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { reason } from '@springboard/contract/messages';
import {
  MAKEUP_RANGE_DEFAULT_DAYS,
  MAKEUP_RANGE_MAX_DAYS,
  type BookMakeupBody,
  type MakeupBooking,
  type MakeupOpening,
} from '@springboard/contract/makeups';
import type { Tx } from '../../db/tenant-tx.js';
import {
  absences,
  athletes,
  enrollments,
  makeups,
  makeupTokens,
  memberships,
  programs,
  programSlots,
  tenants,
} from '../../db/schema.js';
import type { FamilyScope } from '../../platform/access.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { queueEmail } from '../email/email.service.js';
import { meetingDates, slotMeetsOn } from '../calendar/meetings.js';
import { ageOn, beforeCutoff, classStart, makeupRules, timeOn, todayIn } from './class-times.js';
import { makeupBookedEmail } from './makeup-emails.js';

type SlotRow = {
  id: string;
  programId: string;
  label: string;
  labelEs: string | null;
  slot: string;
  times: string[];
  capacity: number;
  minAge: number;
  maxAge: number;
};

const slotColumns = {
  id: programSlots.id,
  programId: programs.id,
  label: programs.label,
  labelEs: programs.labelEs,
  slot: programSlots.slotId,
  times: programSlots.times,
  capacity: sql<number>`coalesce(${programSlots.capacity}, ${programs.capacity})`.mapWith(Number),
  minAge: programs.minAge,
  maxAge: programs.maxAge,
};

/** The slots of the athlete's programs and of programs in the same make-up group, other than the
 *  athlete's own slots, and the athlete's date of birth. */
async function equivalentSlots(tx: Tx, athleteId: string): Promise<{ dob: string; own: Set<string>; slots: SlotRow[] }> {
  const [athlete] = await tx.select({ dob: athletes.dateOfBirth }).from(athletes).where(eq(athletes.id, athleteId));
  if (!athlete) throw fieldError('athlete_id', 'athlete_not_found', 'NOT_FOUND');
  const mine = await tx
    .select({ slotId: enrollments.slotId, programId: programSlots.programId, group: programs.makeupGroup })
    .from(enrollments)
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(eq(enrollments.athleteId, athleteId));
  const own = new Set(mine.map((m) => m.slotId));
  const programIds = [...new Set(mine.map((m) => m.programId))];
  const groups = [...new Set(mine.map((m) => m.group).filter((g): g is string => !!g))];
  if (programIds.length === 0) return { dob: athlete.dob, own, slots: [] };
  const slots = await tx
    .select(slotColumns)
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(or(inArray(programs.id, programIds), groups.length ? inArray(programs.makeupGroup, groups) : undefined))
    .orderBy(asc(programs.label), asc(programSlots.slotId));
  return { dob: athlete.dob, own, slots: slots.filter((s) => !own.has(s.id)) };
}

/** Open places of each slot on each date of the range: capacity − enrolled + absences − make-ups booked. */
async function placesLeft(tx: Tx, slots: SlotRow[], from: string, to: string): Promise<(slotId: string, date: string) => number> {
  const ids = slots.map((s) => s.id);
  if (ids.length === 0) return () => 0;
  const [enrolled, absent, booked] = await Promise.all([
    tx
      .select({ slotId: enrollments.slotId, n: sql<number>`count(*)`.mapWith(Number) })
      .from(enrollments)
      .where(inArray(enrollments.slotId, ids))
      .groupBy(enrollments.slotId),
    tx
      .select({ slotId: absences.slotId, date: absences.date, n: sql<number>`count(*)`.mapWith(Number) })
      .from(absences)
      .where(and(inArray(absences.slotId, ids), gte(absences.date, from), lte(absences.date, to)))
      .groupBy(absences.slotId, absences.date),
    tx
      .select({ slotId: makeups.slotId, date: makeups.date, n: sql<number>`count(*)`.mapWith(Number) })
      .from(makeups)
      .where(and(inArray(makeups.slotId, ids), eq(makeups.status, 'booked'), gte(makeups.date, from), lte(makeups.date, to)))
      .groupBy(makeups.slotId, makeups.date),
  ]);
  const capacity = new Map(slots.map((s) => [s.id, s.capacity]));
  const inSlot = new Map(enrolled.map((e) => [e.slotId, e.n]));
  const key = (slotId: string, date: string) => `${slotId}|${date}`;
  const freed = new Map(absent.map((a) => [key(a.slotId, a.date), a.n]));
  const taken = new Map(booked.map((b) => [key(b.slotId, b.date), b.n]));
  return (slotId, date) =>
    (capacity.get(slotId) ?? 0) -
    (inSlot.get(slotId) ?? 0) +
    (freed.get(key(slotId, date)) ?? 0) -
    (taken.get(key(slotId, date)) ?? 0);
}

export async function availability(
  tx: Tx,
  tenantId: string,
  query: { athlete_id: string; from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<MakeupOpening[]> {
  const rules = await makeupRules(tx, tenantId);
  const today = todayIn(rules, now);
  const from = query.from && query.from > today ? query.from : today;
  const to = query.to ?? addDays(from, MAKEUP_RANGE_DEFAULT_DAYS - 1);
  if (query.to && query.from && query.to < query.from) throw fieldError('to', 'makeup_range_order');
  if (to < from) return [];
  if (to > addDays(from, MAKEUP_RANGE_MAX_DAYS - 1))
    throw fieldError('to', reason('makeup_range_too_long', { days: MAKEUP_RANGE_MAX_DAYS }));
  const { dob, slots } = await equivalentSlots(tx, query.athlete_id);
  const dates = await meetingDates(
    tx,
    slots.map((s) => s.id),
    from,
    to,
  );
  const places = await placesLeft(tx, slots, from, to);
  const mine = new Set(
    (
      await tx
        .select({ slotId: makeups.slotId, date: makeups.date })
        .from(makeups)
        .where(and(eq(makeups.athleteId, query.athlete_id), eq(makeups.status, 'booked'), gte(makeups.date, from)))
    ).map((m) => `${m.slotId}|${m.date}`),
  );
  const out: MakeupOpening[] = [];
  for (const s of slots) {
    for (const date of dates.get(s.id) ?? []) {
      const age = ageOn(dob, date);
      if (age < s.minAge || age > s.maxAge || mine.has(`${s.id}|${date}`)) continue;
      if (!beforeCutoff(classStart(s.times, date, rules.timeZone), rules.bookingCutoffHours, now)) continue;
      const left = places(s.id, date);
      if (left <= 0) continue;
      out.push({
        slot_id: s.id,
        program_id: s.programId,
        program: s.label,
        program_es: s.labelEs,
        slot: s.slot,
        date,
        time: timeOn(s.times, date),
        places: left,
      });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time) || a.program.localeCompare(b.program));
}

async function bookingView(tx: Tx, id: string): Promise<MakeupBooking> {
  const [row] = await tx
    .select({ m: makeups, program: programs.label, times: programSlots.times })
    .from(makeups)
    .innerJoin(programSlots, eq(programSlots.id, makeups.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(eq(makeups.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'makeup_not_found');
  const m = row.m;
  return {
    id: m.id,
    token_id: m.tokenId,
    athlete_id: m.athleteId,
    slot_id: m.slotId,
    date: m.date,
    status: m.status === 'cancelled' ? 'cancelled' : 'booked',
    program: row.program,
    time: timeOn(row.times, m.date),
  };
}

/** Spends the token on the class date. `scope`: the caller's family (null: staff, every family). */
export async function bookMakeup(
  tx: Tx,
  tenantId: string,
  scope: FamilyScope,
  body: BookMakeupBody,
  by: string,
  publicUrl: string,
): Promise<MakeupBooking> {
  const [token] = await tx.select().from(makeupTokens).where(eq(makeupTokens.id, body.token_id)).for('update');
  if (!token || (scope !== null && token.membershipId !== scope))
    throw fieldError('token_id', 'makeup_token_not_found', 'NOT_FOUND');
  const rules = await makeupRules(tx, tenantId);
  const today = todayIn(rules);
  if (token.status === 'used') throw fieldError('token_id', 'makeup_token_used', 'CONFLICT');
  if (token.status === 'voided') throw fieldError('token_id', 'makeup_token_voided', 'CONFLICT');
  if (token.expiresOn < today) throw fieldError('token_id', 'makeup_token_expired', 'CONFLICT');
  if (body.date > token.expiresOn) throw fieldError('date', reason('makeup_after_token_expiry', { date: token.expiresOn }));

  const { dob, own, slots } = await equivalentSlots(tx, token.athleteId);
  if (own.has(body.slot_id)) throw fieldError('slot_id', 'makeup_already_in_class', 'CONFLICT');
  const slot = slots.find((s) => s.id === body.slot_id);
  if (!slot) {
    const [exists] = await tx.select({ id: programSlots.id }).from(programSlots).where(eq(programSlots.id, body.slot_id));
    if (!exists) throw fieldError('slot_id', 'slot_not_found', 'NOT_FOUND');
    throw fieldError('slot_id', 'makeup_not_equivalent');
  }
  const age = ageOn(dob, body.date);
  if (age < slot.minAge || age > slot.maxAge) throw fieldError('slot_id', 'makeup_age_outside');
  if ((await slotMeetsOn(tx, slot.id, body.date)) !== null) throw fieldError('date', 'class_not_on_date');
  if (!beforeCutoff(classStart(slot.times, body.date, rules.timeZone), rules.bookingCutoffHours))
    throw fieldError('date', reason('makeup_booking_cutoff_passed', { hours: rules.bookingCutoffHours }));

  // The class date's lock, held to the end of the transaction: the count below and the booking
  // are one step for every request for this class date.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`makeup:${slot.id}:${body.date}`}, 0))`);
  const [already] = await tx
    .select({ id: makeups.id })
    .from(makeups)
    .where(
      and(
        eq(makeups.athleteId, token.athleteId),
        eq(makeups.slotId, slot.id),
        eq(makeups.date, body.date),
        eq(makeups.status, 'booked'),
      ),
    );
  if (already) throw fieldError('date', 'makeup_already_in_class', 'CONFLICT');
  const places = await placesLeft(tx, [slot], body.date, body.date);
  if (places(slot.id, body.date) <= 0) throw fieldError('date', 'makeup_class_full', 'CONFLICT');

  const [made] = await tx
    .insert(makeups)
    .values({ tenantId, tokenId: token.id, athleteId: token.athleteId, slotId: slot.id, date: body.date, bookedBy: by })
    .returning({ id: makeups.id });
  await tx.update(makeupTokens).set({ status: 'used' }).where(eq(makeupTokens.id, token.id));

  const [family] = await tx
    .select({
      email: memberships.email,
      language: memberships.language,
      first: athletes.firstName,
      club: tenants.name,
      slug: tenants.slug,
    })
    .from(athletes)
    .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
    .innerJoin(tenants, eq(tenants.id, athletes.tenantId))
    .where(eq(athletes.id, token.athleteId));
  if (family) {
    const language = family.language === 'es' ? 'es' : 'en';
    const email = makeupBookedEmail({
      language,
      clubName: family.club,
      athleteName: family.first,
      program: language === 'es' && slot.labelEs ? slot.labelEs : slot.label,
      date: body.date,
      time: timeOn(slot.times, body.date),
      cutoffHours: rules.bookingCutoffHours,
      link: `${publicUrl}/club/${encodeURIComponent(family.slug)}/member/classes`,
    });
    await queueEmail(tx, tenantId, { to: family.email, kind: 'makeup', ...email });
  }
  return bookingView(tx, made!.id);
}

/** Cancels a booked make-up before the booking cut-off: the token can be used again. */
export async function cancelMakeup(tx: Tx, tenantId: string, scope: FamilyScope, id: string): Promise<MakeupBooking> {
  const [row] = await tx
    .select({ m: makeups, membershipId: makeupTokens.membershipId, times: programSlots.times })
    .from(makeups)
    .innerJoin(makeupTokens, eq(makeupTokens.id, makeups.tokenId))
    .innerJoin(programSlots, eq(programSlots.id, makeups.slotId))
    .where(eq(makeups.id, id))
    .for('update', { of: makeups });
  if (!row || (scope !== null && row.membershipId !== scope)) throw fieldError('id', 'makeup_not_found', 'NOT_FOUND');
  if (row.m.status !== 'booked') throw new AppError('CONFLICT', 'makeup_already_cancelled');
  const rules = await makeupRules(tx, tenantId);
  if (!beforeCutoff(classStart(row.times, row.m.date, rules.timeZone), rules.bookingCutoffHours))
    throw new AppError('VALIDATION', reason('makeup_cancel_cutoff_passed', { hours: rules.bookingCutoffHours }));
  await tx.update(makeups).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(makeups.id, id));
  await tx.update(makeupTokens).set({ status: 'available' }).where(eq(makeupTokens.id, row.m.tokenId));
  return bookingView(tx, id);
}
