import { describe, expect, it } from 'vitest';
import { durationText, slotDayTimes, slotWhen, timeRangeText } from './slot-label';

const EN: Record<string, string> = { MON: 'Monday', WED: 'Wednesday' };
const ES: Record<string, string> = { MON: 'Lunes', WED: 'Miércoles' };

describe('slot labels a parent reads', () => {
  it('names the weekday and hours, never the slot code', () => {
    const slot = { slot_id: 'YTH-MON-4PM', days: ['MON'], times: ['4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'] };
    expect(slotWhen(slot, (d) => EN[d]!, 'en')).toBe('Monday 4:00 PM – 5:00 PM');
    expect(slotWhen(slot, (d) => ES[d]!, 'es')).toBe('Lunes 16:00 – 17:00');
    expect(slotWhen(slot, (d) => EN[d]!, 'en')).not.toContain('YTH');
  });
  it('lists every class day of a slot', () => {
    const slot = { days: ['MON', 'WED'], times: ['4:00 PM - 5:00 PM', 'x', '5:30 PM - 7:00 PM', 'x', 'x', 'x', 'x'] };
    expect(slotDayTimes(slot, (d) => EN[d]!, 'en')).toEqual(['Monday 4:00 PM – 5:00 PM', 'Wednesday 5:30 PM – 7:00 PM']);
  });
  it('keeps a time it cannot read as it was typed', () => {
    expect(timeRangeText('after school', 'en')).toBe('after school');
    expect(timeRangeText('9:00 AM', 'es')).toBe('9:00');
  });
  it("says the program's real length", () => {
    expect(durationText(0.5)).toBe('30 min');
    expect(durationText(1)).toBe('60 min');
    expect(durationText(1.5)).toBe('1 h 30 min');
    expect(durationText(2)).toBe('2 h');
  });
});
