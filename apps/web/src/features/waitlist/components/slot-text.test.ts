import { describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '@springboard/contract/waitlist';
import { groupBySlot } from './slot-text';

const ES: Record<string, string> = { TUE: 'Martes' };
const EN: Record<string, string> = { TUE: 'Tuesday' };
const SLOT = '11111111-1111-4111-8111-111111111111';

function entry(id: string, athlete: string): WaitlistEntry {
  return {
    id,
    slot_id: SLOT,
    athlete_id: id,
    membership_id: id,
    position: 1,
    line_length: 1,
    status: 'waiting',
    created_at: '2026-11-20T10:00:00.000Z',
    athlete: { first_name: athlete, last_name: 'Ruiz' },
    family: { first_name: 'Ana', last_name: 'Ruiz', email: 'ana@example.com' },
    program: { id: '22222222-2222-4222-8222-222222222222', label: 'Youth Gymnastics' },
    slot: { id: SLOT, slot_id: 'YTH-TUE-4PM', days: ['TUE'], times: ['x', '4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x'] },
    offer: null,
  };
}

describe("the waitlist screen's slot titles", () => {
  const entries = [
    entry('33333333-3333-4333-8333-333333333333', 'Lucía'),
    entry('44444444-4444-4444-8444-444444444444', 'Mateo'),
  ];

  it('read in Spanish with the 24-hour clock, one group per slot', () => {
    const groups = groupBySlot(entries, (d) => ES[d]!, 'es');
    expect(groups).toHaveLength(1);
    expect(groups[0]!.title).toBe('Youth Gymnastics: Martes 16:00 – 17:00');
    expect(groups[0]!.entries.map((e) => e.athlete.first_name)).toEqual(['Lucía', 'Mateo']);
  });

  it('read in English with AM/PM', () => {
    expect(groupBySlot(entries, (d) => EN[d]!, 'en')[0]!.title).toBe('Youth Gymnastics: Tuesday 4:00 PM – 5:00 PM');
  });
});
