import { describe, expect, it } from 'vitest';
import { lastInvoiceMoment, localDate, nextInvoiceMoment, zonedInstant } from './schedule-times.js';

describe('automatic invoicing moments', () => {
  it('monthly at the start: the 1st at the set time, billing that month', () => {
    const s = { frequency: 'monthly', day: 'start', time: '09:00' } as const;
    const now = new Date('2026-11-23T17:00:00Z');
    expect(nextInvoiceMoment(s, now, 'UTC').toISOString()).toBe('2026-12-01T09:00:00.000Z');
    expect(lastInvoiceMoment(s, now, 'UTC')).toEqual({
      at: new Date('2026-11-01T09:00:00Z'),
      period: { start: '2026-11-01', months: 1, label: '2026-11' },
    });
    // Before the time on the 1st: still last month's.
    expect(lastInvoiceMoment(s, new Date('2026-12-01T08:59:00Z'), 'UTC').period.label).toBe('2026-11');
  });

  it('quarterly at the end: the last day of the quarter, billing the next quarter', () => {
    const s = { frequency: 'quarterly', day: 'end', time: '18:30' } as const;
    const now = new Date('2026-11-23T17:00:00Z');
    expect(nextInvoiceMoment(s, now, 'UTC').toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(lastInvoiceMoment(s, now, 'UTC').period).toEqual({ start: '2026-10-01', months: 3, label: '2026-Q4' });
    expect(lastInvoiceMoment(s, new Date('2027-01-02T00:00:00Z'), 'UTC').period).toEqual({
      start: '2027-01-01',
      months: 3,
      label: '2027-Q1',
    });
  });

  it('annually at the start, in the clubs time zone', () => {
    const s = { frequency: 'annually', day: 'start', time: '08:00' } as const;
    expect(nextInvoiceMoment(s, new Date('2026-11-23T17:00:00Z'), 'America/New_York').toISOString()).toBe(
      '2027-01-01T13:00:00.000Z',
    );
    expect(lastInvoiceMoment(s, new Date('2026-11-23T17:00:00Z'), 'America/New_York').period).toEqual({
      start: '2026-01-01',
      months: 12,
      label: '2026',
    });
  });

  it('reads the local day and wall time across daylight saving', () => {
    expect(localDate(new Date('2026-11-24T03:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-23');
    expect(zonedInstant({ year: 2026, month: 7, day: 1, hour: 9, minute: 0 }, 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedInstant({ year: 2026, month: 1, day: 1, hour: 9, minute: 0 }, 'Europe/Madrid').toISOString()).toBe(
      '2026-01-01T08:00:00.000Z',
    );
  });
});
