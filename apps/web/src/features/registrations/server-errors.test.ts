import { describe, expect, it } from 'vitest';
import { initialValues, newAthlete } from './registration-form';
import { fullSlotErrors, hasStep1Error, placeServerErrors } from './server-errors';

const t = (key: string) => key;

function family() {
  const v = initialValues();
  v.athletes = [
    { ...newAthlete(), program_ids: ['youth', 'teen'], slots: { youth: ['slot-y'], teen: ['slot-t'] } },
    { ...newAthlete(), program_ids: ['adult'], slots: { adult: ['slot-a'] } },
  ];
  return v;
}

describe('placeServerErrors', () => {
  it('puts a field detail under that field, translated by its code', () => {
    const { errors, unplaced } = placeServerErrors(
      [
        { field: 'membership.email', message: 'membership.email: Please enter a valid email address', code: 'email_invalid' },
        { field: 'athletes.1.date_of_birth', message: 'cannot be in the future', code: 'in_future' },
      ],
      family(),
      t,
    );
    expect(errors).toEqual({
      'membership.email': 'errors:email_invalid',
      'athletes.1.date_of_birth': 'errors:in_future',
    });
    expect(unplaced).toEqual([]);
    expect(hasStep1Error(errors)).toBe(true);
  });
  it('puts a full slot under the slot table of its program', () => {
    const { errors } = placeServerErrors(
      [{ field: 'athletes.0.slot_ids.1', message: 'This time slot is full', code: 'slot_full' }],
      family(),
      t,
    );
    expect(errors).toEqual({ 'athletes.0.slots.teen': 'server.slotFull' });
  });
  it('keeps messages that name no form field for the toast', () => {
    const { errors, unplaced } = placeServerErrors(
      [{ field: 'payment_intent_id', message: 'Payment not completed', code: 'payment_not_completed' }],
      family(),
      t,
    );
    expect(errors).toEqual({});
    expect(unplaced).toEqual(['server.paymentNotCompleted']);
    expect(hasStep1Error({ voucher_code: 'x' })).toBe(false);
  });
});

describe('fullSlotErrors', () => {
  it('marks the chosen slots that filled up, and only those', () => {
    const v = family();
    const programs = [
      { id: 'youth', slots: [{ id: 'slot-y', capacity: 10, enrolled: 10 }] },
      { id: 'teen', slots: [{ id: 'slot-t', capacity: 10, enrolled: 3 }] },
      { id: 'adult', slots: [{ id: 'slot-a', capacity: 8, enrolled: 8 }] },
    ] as unknown as Parameters<typeof fullSlotErrors>[1];
    expect(fullSlotErrors(v, programs, 'This time slot is full')).toEqual({
      'athletes.0.slots.youth': 'This time slot is full',
      'athletes.1.slots.adult': 'This time slot is full',
    });
  });
});
