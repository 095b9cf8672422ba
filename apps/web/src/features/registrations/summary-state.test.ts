import { describe, expect, it } from 'vitest';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { initialValues, newAthlete } from './registration-form';
import { buildSummaryState, parseSummaryState, selectedPrograms } from './summary-state';

const programs = [
  {
    id: 'p1',
    key: 'youth',
    label: 'Youth Gymnastics',
    duration_hours: 1.5,
    min_age: 5,
    max_age: 12,
    slots: [{ id: 's1', slot_id: 'YTH-MON-4PM', days: ['MON'], times: ['4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'] }],
  },
] as unknown as ProgramWithSlots[];

function values() {
  const v = initialValues();
  v.membership = {
    first_name: 'Ana',
    last_name: 'Diaz',
    email: 'ana@example.com',
    phone: '1',
    address: 'a',
    city: 'c',
    state: 's',
    zip: 'z',
    password: 'secret-password',
  };
  v.athletes = [
    {
      ...newAthlete(),
      first_name: 'Lia',
      last_name: 'Diaz',
      gender: 'Female',
      date_of_birth: '2018-05-02',
      program_ids: ['p1'],
      slots: { p1: ['s1'] },
    },
  ];
  v.start_date = '2030-02-01';
  v.referral = 'Social Media';
  return v;
}

describe('summary state', () => {
  it('carries the family and its programs but never the password', () => {
    const state = buildSummaryState(values(), programs, { paymentMethod: 'card', amount_cents: 2500, membership_id: 'm1' });
    expect(JSON.stringify(state)).not.toContain('secret-password');
    expect(selectedPrograms(state)).toEqual([
      {
        program: 'Youth Gymnastics',
        slot_id: 'YTH-MON-4PM',
        days: ['MON'],
        times: ['4:00 PM - 5:00 PM', 'x', 'x', 'x', 'x', 'x', 'x'],
        duration_hours: 1.5,
        min_age: 5,
        max_age: 12,
        athlete: 'Lia Diaz',
      },
    ]);
    expect(parseSummaryState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });
  it('is absent after a reload or with foreign history state', () => {
    expect(parseSummaryState(null)).toBeNull();
    expect(parseSummaryState({ from: '/club/demo/login' })).toBeNull();
    const state = buildSummaryState(values(), programs, { paymentMethod: 'cash', amount_cents: null, membership_id: null });
    expect(parseSummaryState({ ...state, athletes: [] })).toBeNull();
    expect(parseSummaryState({ ...state, paymentMethod: 'cheque' })).toBeNull();
  });
});
