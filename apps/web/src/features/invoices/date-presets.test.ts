import { describe, expect, it } from 'vitest';
import { presetRange } from './date-presets';

// Wednesday 2025-03-12, mid-afternoon local time.
const wed = new Date(2025, 2, 12, 15, 30);

describe('presetRange', () => {
  it('Today is the one day', () => {
    expect(presetRange('today', wed)).toEqual({ startDate: '2025-03-12', endDate: '2025-03-12' });
  });
  it('This Week starts on Monday', () => {
    expect(presetRange('week', wed)).toEqual({ startDate: '2025-03-10', endDate: '2025-03-12' });
    // On a Sunday the week is the six days before and the Sunday itself.
    expect(presetRange('week', new Date(2025, 2, 16, 9))).toEqual({ startDate: '2025-03-10', endDate: '2025-03-16' });
    // On a Monday it is that day alone.
    expect(presetRange('week', new Date(2025, 2, 10, 0, 5))).toEqual({ startDate: '2025-03-10', endDate: '2025-03-10' });
  });
  it('This Month starts on the 1st', () => {
    expect(presetRange('month', wed)).toEqual({ startDate: '2025-03-01', endDate: '2025-03-12' });
  });
  it('Last 30 Days counts today, across a month and a year boundary', () => {
    expect(presetRange('last30', wed)).toEqual({ startDate: '2025-02-11', endDate: '2025-03-12' });
    expect(presetRange('last30', new Date(2025, 0, 10))).toEqual({ startDate: '2024-12-12', endDate: '2025-01-10' });
  });
  it('This Week crosses into the previous month and year', () => {
    // Thursday 2026-01-01: the week began on Monday 2025-12-29.
    expect(presetRange('week', new Date(2026, 0, 1, 12))).toEqual({ startDate: '2025-12-29', endDate: '2026-01-01' });
  });
});
