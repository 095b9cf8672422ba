// How long one weekly class lasts, as the program page shows it to parents: the class's
// own time range, never one length written once for every class.
import { parseTimeRange } from '@springboard/contract/programs';

/** A class's length in minutes from its time range ("4:00 PM - 5:15 PM": 75), or the program's
 *  duration when the range cannot be read. */
export function classMinutes(time: string, durationHours: number): number {
  const range = parseTimeRange(time);
  if (range && range.end > range.start) return range.end - range.start;
  return Math.round(durationHours * 60);
}
