import { describe, expect, it } from 'vitest';
import type { AttendanceRow } from '@springboard/contract/attendance';
import { allPresent, defaultClassDate, initialMarks, submission, toggleAll } from './attendance-model';

const row = (id: string, status: AttendanceRow['status'], enrolled = true): AttendanceRow => ({
  athleteId: id,
  firstName: id,
  lastName: 'X',
  status,
  enrolled,
  has_medical_info: false,
  reported_absent: false,
  makeup_booked: false,
});

describe('the select-all rule', () => {
  const page = [row('a', 'present'), row('b', 'absent'), row('c', 'absent'), row('m', 'makeup', false)];

  it('marks the page present, then back absent except those already present', () => {
    const start = initialMarks(page);
    expect(allPresent(page, start)).toBe(false);
    const on = toggleAll(page, start, new Set());
    expect(on.marks).toEqual({ a: 'present', b: 'present', c: 'present', m: 'makeup' });
    expect(allPresent(page, on.marks)).toBe(true);
    const off = toggleAll(page, on.marks, on.alreadyPresent);
    expect(off.marks).toEqual({ a: 'present', b: 'absent', c: 'absent', m: 'makeup' });
  });

  it('touches only the rows of the current page', () => {
    const marks = initialMarks([...page, row('z', 'absent')]);
    expect(toggleAll(page, marks, new Set()).marks.z).toBe('absent');
  });
});

describe('submission', () => {
  it('sends every row with its mark and the chosen unenrolled athletes as makeup', () => {
    const rows = [row('a', 'absent'), row('m', 'makeup', false)];
    expect(submission(rows, { a: 'present', m: 'absent' }, new Set(['n', 'a']))).toEqual([
      { athleteId: 'a', status: 'present' },
      { athleteId: 'm', status: 'absent' },
      { athleteId: 'n', status: 'makeup' },
    ]);
  });
});

describe('defaultClassDate', () => {
  it("is the class's latest meeting on or before today, else its first coming one", () => {
    const dates = ['2026-11-09', '2026-11-16', '2026-11-30', '2026-12-07'];
    expect(defaultClassDate(dates, '2026-11-23')).toBe('2026-11-16');
    expect(defaultClassDate(dates, '2026-11-30')).toBe('2026-11-30');
    expect(defaultClassDate(dates, '2026-11-01')).toBe('2026-11-09');
    expect(defaultClassDate([], '2026-11-23')).toBeNull();
  });
});
