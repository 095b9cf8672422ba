// When a class meets. Every place that lists class meetings (the family calendar feed, the
// attendance sheet's dates, the homes' "today", the schedules, make-up availability, proration's
// meeting counts) asks here, so a rule about when a class does not meet is written once.
// Today a slot meets on each of its weekdays; terms and closed dates narrow that here.
import { inArray } from 'drizzle-orm';
import { DAYS, type Day } from '@springboard/contract/programs';
import type { Tx } from '../../db/tenant-tx.js';
import { programSlots } from '../../db/schema.js';
import { addDays } from '../../platform/jobs/schedule-times.js';

/** MON..SUN of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Day {
  return DAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Why a slot does not meet on a date; null when it does. */
export type NoMeetingReason = 'not_class_day';

/** The dates from `from` to `to` (inclusive, YYYY-MM-DD) on which each slot meets, per slot id. */
export async function meetingDates(tx: Tx, slotIds: string[], from: string, to: string): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (slotIds.length === 0 || from > to) return out;
  const rows = await tx
    .select({ id: programSlots.id, days: programSlots.days })
    .from(programSlots)
    .where(inArray(programSlots.id, slotIds));
  for (const r of rows) {
    const dates: string[] = [];
    for (let d = from; d <= to; d = addDays(d, 1)) if (r.days.includes(weekdayOf(d))) dates.push(d);
    out.set(r.id, dates);
  }
  return out;
}

/** Whether one slot meets on one date, and if not, why. */
export async function slotMeetsOn(tx: Tx, slotId: string, date: string): Promise<NoMeetingReason | null> {
  const dates = (await meetingDates(tx, [slotId], date, date)).get(slotId) ?? [];
  return dates.length > 0 ? null : 'not_class_day';
}
