// When a class meets. Every place that lists class meetings (the family calendar feed, the
// attendance sheet's dates, the homes' "today", the schedules, make-up availability, proration's
// meeting counts) asks here, so a rule about when a class does not meet is written once.
// A slot meets on each of its weekdays, inside its term (the slot's own term, else its program's;
// none: all year), except on the club's holidays and the dates the slot itself is cancelled.
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DAYS, type Day } from '@springboard/contract/programs';
import type { Tx } from '../../db/tenant-tx.js';
import { closures, programSlots, programs, terms } from '../../db/schema.js';
import { addDays } from '../../platform/jobs/schedule-times.js';

/** MON..SUN of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Day {
  return DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Why a slot does not meet on a date; null when it does. `not_class_day`: not one of its weekdays;
 *  `outside_term`: before or after its term; `closed`: a club holiday; `cancelled`: that class is
 *  cancelled on that date. */
export type NoMeetingReason = 'not_class_day' | 'outside_term' | 'closed' | 'cancelled';

/** A slot's weekly pattern and the term it runs in (null: all year). */
export interface SlotCalendar {
  days: Day[];
  term: { id: string; name: string; startsOn: string; endsOn: string } | null;
}

/** A closed date as the meetings see it: slotId null is a holiday of the whole club. */
export interface ClosedDates {
  id: string;
  name: string;
  startsOn: string;
  endsOn: string;
  slotId: string | null;
}

const slotTerm = alias(terms, 'slot_term');
const programTerm = alias(terms, 'program_term');

/** Each slot's weekdays and effective term, per slot id (a slot of another club is absent). */
export async function slotCalendars(tx: Tx, slotIds: string[]): Promise<Map<string, SlotCalendar>> {
  const out = new Map<string, SlotCalendar>();
  if (slotIds.length === 0) return out;
  const rows = await tx
    .select({
      id: programSlots.id,
      days: programSlots.days,
      slotTermId: slotTerm.id,
      slotTermName: slotTerm.name,
      slotTermStarts: slotTerm.startsOn,
      slotTermEnds: slotTerm.endsOn,
      programTermId: programTerm.id,
      programTermName: programTerm.name,
      programTermStarts: programTerm.startsOn,
      programTermEnds: programTerm.endsOn,
    })
    .from(programSlots)
    .innerJoin(programs, and(eq(programs.tenantId, programSlots.tenantId), eq(programs.id, programSlots.programId)))
    .leftJoin(slotTerm, and(eq(slotTerm.tenantId, programSlots.tenantId), eq(slotTerm.id, programSlots.termId)))
    .leftJoin(programTerm, and(eq(programTerm.tenantId, programs.tenantId), eq(programTerm.id, programs.termId)))
    .where(inArray(programSlots.id, slotIds));
  for (const r of rows) {
    const term = r.slotTermId
      ? { id: r.slotTermId, name: r.slotTermName!, startsOn: r.slotTermStarts!, endsOn: r.slotTermEnds! }
      : r.programTermId
        ? { id: r.programTermId, name: r.programTermName!, startsOn: r.programTermStarts!, endsOn: r.programTermEnds! }
        : null;
    out.set(r.id, { days: r.days as Day[], term });
  }
  return out;
}

/** The club's holidays and the cancellations of the given slots that touch `from`..`to`. Without
 *  slot ids: the holidays and every slot's cancellations. */
export async function closedDatesBetween(tx: Tx, from: string, to: string, slotIds?: string[]): Promise<ClosedDates[]> {
  if (from > to) return [];
  const slotFilter =
    slotIds === undefined
      ? undefined
      : slotIds.length === 0
        ? isNull(closures.slotId)
        : or(isNull(closures.slotId), inArray(closures.slotId, slotIds));
  return tx
    .select({
      id: closures.id,
      name: closures.name,
      startsOn: closures.startsOn,
      endsOn: closures.endsOn,
      slotId: closures.slotId,
    })
    .from(closures)
    .where(and(lte(closures.startsOn, to), gte(closures.endsOn, from), slotFilter))
    .orderBy(closures.startsOn, closures.endsOn);
}

/** Why a slot with this calendar does not meet on `date` given these closed dates; null: it meets. */
export function noMeetingReason(slotId: string, cal: SlotCalendar, closed: ClosedDates[], date: string): NoMeetingReason | null {
  if (!cal.days.includes(weekdayOf(date))) return 'not_class_day';
  if (cal.term && (date < cal.term.startsOn || date > cal.term.endsOn)) return 'outside_term';
  for (const c of closed) if (c.slotId === null && c.startsOn <= date && date <= c.endsOn) return 'closed';
  for (const c of closed) if (c.slotId === slotId && c.startsOn === date) return 'cancelled';
  return null;
}

/** The dates from `from` to `to` (inclusive, YYYY-MM-DD) on which each slot meets, per slot id. */
export async function meetingDates(tx: Tx, slotIds: string[], from: string, to: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (slotIds.length === 0 || from > to) return out;
  const calendars = await slotCalendars(tx, slotIds);
  const closed = await closedDatesBetween(tx, from, to, slotIds);
  for (const [id, cal] of calendars) {
    const lo = cal.term && cal.term.startsOn > from ? cal.term.startsOn : from;
    const hi = cal.term && cal.term.endsOn < to ? cal.term.endsOn : to;
    const dates: string[] = [];
    for (let d = lo; d <= hi; d = addDays(d, 1)) if (noMeetingReason(id, cal, closed, d) === null) dates.push(d);
    out.set(id, dates);
  }
  return out;
}

/** Whether one slot meets on one date, and if not, why. */
export async function slotMeetsOn(tx: Tx, slotId: string, date: string): Promise<NoMeetingReason | null> {
  const cal = (await slotCalendars(tx, [slotId])).get(slotId);
  if (!cal) return 'not_class_day';
  return noMeetingReason(slotId, cal, await closedDatesBetween(tx, date, date, [slotId]), date);
}
