// How a parent reads a class slot: its weekday and hours ("Monday 4:00 PM – 5:00 PM"; "Lunes 16:00 –
// 17:00" in Spanish), the program's length ("60 min", "1 h 30 min") and ages. Slot codes such as
// YTH-MON-4PM are the club's internal names: staff screens may show them, parents never need them.
// Pure: tested directly.
import { parseClock, parseTimeRange } from '@springboard/contract/programs';
import { formatClockMinutes as formatMinutes } from '../../lib/dates';
import { slotSchedule } from './slot-selection';

type SlotTimes = { days: readonly string[]; times: readonly string[] };

/** "4:00 PM - 5:00 PM" → "4:00 PM – 5:00 PM" (or "16:00 – 17:00"); text the clock parser does not
 *  know is shown as it was typed. */
export function timeRangeText(text: string, language: string | undefined): string {
  const range = parseTimeRange(text);
  if (range) return `${formatMinutes(range.start, language)} – ${formatMinutes(range.end, language)}`;
  const single = parseClock(text);
  return single === null ? text.trim() : formatMinutes(single, language);
}

/** One entry per class day: "Monday 4:00 PM – 5:00 PM". `dayName` turns MON…SUN into the reader's
 *  words (common:slotPicker.days). */
export function slotDayTimes(slot: SlotTimes, dayName: (day: string) => string, language: string | undefined): string[] {
  return slotSchedule(slot).map(({ day, time }) => (time ? `${dayName(day)} ${timeRangeText(time, language)}` : dayName(day)));
}

/** Every class day of the slot on one line: "Monday 4:00 PM – 5:00 PM, Wednesday 4:00 PM – 5:00 PM". */
export function slotWhen(slot: SlotTimes, dayName: (day: string) => string, language: string | undefined): string {
  return slotDayTimes(slot, dayName, language).join(', ');
}

/** A program's length from its duration in hours: "45 min", "60 min", "1 h 30 min", "2 h". */
export function durationText(hours: number): string {
  const minutes = Math.round(hours * 60);
  if (minutes <= 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}
