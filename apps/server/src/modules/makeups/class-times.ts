// The club's make-up rules and when a class starts: the settings (cap, days a token is valid, the
// two cut-offs, the time zone) and the instant a slot's class begins on a date, at the slot's
// wall-clock time in the club's time zone, which every cut-off counts back from.
import { eq } from 'drizzle-orm';
import { DAYS } from '@springboard/contract/programs';
import { parseTimeRange } from '@springboard/contract/programs';
import type { Tx } from '../../db/tenant-tx.js';
import { clubSettings, DEFAULT_CLUB_TIME_ZONE } from '../../db/schema.js';
import { localDate, zonedInstant } from '../../platform/jobs/schedule-times.js';
import { weekdayOf } from '../calendar/meetings.js';

export type MakeupRules = {
  timeZone: string;
  tokensPerTerm: number;
  tokenValidDays: number;
  absenceCutoffHours: number;
  bookingCutoffHours: number;
};

export async function makeupRules(tx: Tx, tenantId: string): Promise<MakeupRules> {
  const [s] = await tx
    .select({
      timeZone: clubSettings.timeZone,
      tokensPerTerm: clubSettings.makeupTokensPerTerm,
      tokenValidDays: clubSettings.makeupTokenValidDays,
      absenceCutoffHours: clubSettings.absenceCutoffHours,
      bookingCutoffHours: clubSettings.makeupBookingCutoffHours,
    })
    .from(clubSettings)
    .where(eq(clubSettings.tenantId, tenantId));
  return (
    s ?? { timeZone: DEFAULT_CLUB_TIME_ZONE, tokensPerTerm: 3, tokenValidDays: 60, absenceCutoffHours: 2, bookingCutoffHours: 2 }
  );
}

export function todayIn(rules: MakeupRules, now = new Date()): string {
  return localDate(now, rules.timeZone);
}

/** The slot's time text on the date's weekday ("4:00 PM - 5:00 PM"), '' when it has none. */
export function timeOn(times: readonly string[], date: string): string {
  const t = times[DAYS.indexOf(weekdayOf(date))];
  return t && t.toLowerCase() !== 'x' ? t : '';
}

/** When the class starts: the slot's start time that weekday in the club's zone (midnight when the
 *  slot has no time for that day). */
export function classStart(times: readonly string[], date: string, timeZone: string): Date {
  const minutes = parseTimeRange(timeOn(times, date))?.start ?? 0;
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedInstant({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
}

/** Still before `hours` hours ahead of the class's start? */
export function beforeCutoff(start: Date, hours: number, now = new Date()): boolean {
  return now.getTime() < start.getTime() - hours * 3_600_000;
}

/** Whole years of age on a date. */
export function ageOn(dateOfBirth: string, date: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}
