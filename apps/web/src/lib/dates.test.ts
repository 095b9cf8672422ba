import { describe, expect, it } from 'vitest';
import {
  dateInputFormat,
  formatClassDay,
  formatClockMinutes,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMonth,
} from './dates';

// Intl's English may put a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('dates in the reader language', () => {
  it('writes a calendar date day first in Spanish, month first in English, never shifted a day', () => {
    expect(formatLongDate('2026-11-30', 'es')).toBe('30 de noviembre de 2026');
    expect(formatLongDate('2026-11-30', 'en')).toBe('November 30, 2026');
    expect(formatDate('2026-11-30', 'es')).toBe('30 nov 2026');
    expect(formatDate('2026-11-30', 'en')).toBe('Nov 30, 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('Jan 1, 2026');
  });

  it("puts a moment on the club's calendar day, whatever the reader's zone", () => {
    // 03:30 UTC on Dec 1 is still 9:30 pm on Nov 30 in Chicago, and already Dec 1 in Madrid.
    expect(formatDate('2026-12-01T03:30:00.000Z', 'en', 'America/Chicago')).toBe('Nov 30, 2026');
    expect(formatDate('2026-12-01T03:30:00.000Z', 'es', 'America/Chicago')).toBe('30 nov 2026');
    expect(formatDate('2026-12-01T03:30:00.000Z', 'en', 'Europe/Madrid')).toBe('Dec 1, 2026');
    // A calendar date is that day in any zone.
    expect(formatDate('2026-11-30', 'en', 'Pacific/Kiritimati')).toBe('Nov 30, 2026');
  });

  it('names a class day and a billing month in the reader language', () => {
    expect(formatClassDay('2026-12-07', 'es')).toBe('lun, 7 dic');
    expect(formatClassDay('2026-12-07', 'en')).toBe('Mon, Dec 7');
    expect(formatMonth('2030-03-01', 'es')).toBe('marzo de 2030');
    expect(formatMonth('2030-03-01', 'en')).toBe('March 2030');
  });

  it('uses one clock per language: 4:00 PM in English, 16:00 in Spanish', () => {
    expect(formatClockMinutes(16 * 60, 'en')).toBe('4:00 PM');
    expect(formatClockMinutes(16 * 60, 'es')).toBe('16:00');
    expect(formatClockMinutes(9 * 60 + 30, 'es')).toBe('9:30');
    expect(formatClockMinutes(0, 'en')).toBe('12:00 AM');
    const at = new Date(2026, 10, 30, 16, 0).toISOString();
    expect(plain(formatDateTime(at, 'en'))).toBe('Nov 30, 2026, 4:00 PM');
    expect(formatDateTime(at, 'es')).toBe('30 nov 2026, 16:00');
  });

  it('shows empty for no date and the text itself when it is not a date', () => {
    expect(formatDate(null, 'es')).toBe('');
    expect(formatDate('soon', 'es')).toBe('soon');
  });

  it('gives the date field a format that writes the day first in Spanish', () => {
    expect(dateInputFormat('es')).toBe('D [de] MMMM [de] YYYY');
    expect(dateInputFormat('en')).toBe('MMMM D, YYYY');
  });
});
