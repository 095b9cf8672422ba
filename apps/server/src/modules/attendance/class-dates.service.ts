// The dates a class meets, for Mark Attendance's date picker: asked of calendar/meetings.ts, so the
// picker offers only days the class really meets (its weekday, inside its term, not closed).
import type { MeetingDatesList } from '@springboard/contract/attendance';
import type { Tx } from '../../db/tenant-tx.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { clubToday, meetingDates } from '../calendar/meetings.js';

/** How far back and ahead the picker looks by default: a year of past classes, four weeks of coming ones. */
const PAST_DAYS = 365;
const COMING_DAYS = 28;

export async function classDates(
  tx: Tx,
  tenantId: string,
  slotId: string,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<MeetingDatesList> {
  const today = await clubToday(tx, tenantId);
  const from = range.from ?? addDays(range.to ?? today, -PAST_DAYS);
  const to = range.to ?? (range.from ? addDays(range.from, PAST_DAYS) : addDays(today, COMING_DAYS));
  const dates = (await meetingDates(tx, [slotId], from, to)).get(slotId) ?? [];
  return { today, from, to, dates };
}
