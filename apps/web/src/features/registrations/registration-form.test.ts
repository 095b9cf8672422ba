import { describe, expect, it } from 'vitest';
import {
  athleteComplete,
  athletesWithErrors,
  buildRegistrationBody,
  contractIssues,
  initialValues,
  newAthlete,
  step1Errors,
  step2Errors,
  type RegistrationValues,
} from './registration-form';

const YOUTH = '11111111-1111-4111-8111-111111111111';
const TEEN = '22222222-2222-4222-8222-222222222222';
const SLOT_A = '33333333-3333-4333-8333-333333333333';
const SLOT_B = '44444444-4444-4444-8444-444444444444';
const NOW = new Date(2030, 0, 15);

function filled(): RegistrationValues {
  const v = initialValues();
  v.membership = {
    first_name: ' Ana ',
    last_name: 'Diaz',
    email: ' Ana.Diaz@Example.com ',
    phone: '555-0100',
    address: '1 Main St',
    city: 'Springfield',
    state: 'OR',
    zip: '97477',
    password: 'correct horse',
  };
  v.athletes = [
    {
      ...newAthlete(),
      first_name: 'Lia',
      last_name: 'Diaz',
      gender: 'Female',
      date_of_birth: '2018-05-02',
      program_ids: [YOUTH],
      slots: { [YOUTH]: [SLOT_A] },
    },
    {
      ...newAthlete(),
      first_name: 'Leo',
      middle_name: ' Jo ',
      last_name: 'Diaz',
      gender: 'Male',
      date_of_birth: '2015-09-30',
      program_ids: [YOUTH, TEEN],
      slots: { [YOUTH]: [SLOT_A], [TEEN]: [SLOT_B] },
    },
  ];
  v.start_date = '2030-02-01';
  v.referral = 'Friend Referral';
  v.card = { number: '4242 4242 4242 4242', expiry: '12/31', cvc: '123', name: 'Ana Diaz' };
  return v;
}

describe('step 1', () => {
  it('passes a complete family', () => {
    expect(step1Errors(filled(), NOW)).toEqual({});
  });
  it('names each missing or bad field by its path', () => {
    const v = filled();
    v.membership.city = ' ';
    v.membership.email = 'ana@';
    v.membership.password = 'short';
    v.athletes[1]!.gender = '';
    v.athletes[1]!.date_of_birth = '2031-01-01';
    v.athletes[0]!.slots = {};
    expect(step1Errors(v, NOW)).toEqual({
      'membership.city': 'validation.required',
      'membership.email': 'validation.emailInvalid',
      'membership.password': 'validation.passwordShort',
      [`athletes.0.slots.${YOUTH}`]: 'validation.slotRequired',
      'athletes.1.gender': 'validation.required',
      'athletes.1.date_of_birth': 'validation.birthDateInvalid',
    });
  });
  it('asks for at least one program per athlete', () => {
    const v = filled();
    v.athletes[0]!.program_ids = [];
    expect(step1Errors(v, NOW)).toEqual({ 'athletes.0.program_ids': 'validation.programRequired' });
  });
});

describe('step 2', () => {
  it('checks our own card fields only with the sandbox provider', () => {
    const v = filled();
    v.card = { number: '4242 4242 4242 4241', expiry: '', cvc: '', name: '' };
    expect(Object.keys(step2Errors(v, 'sandbox', NOW))).toEqual(['card.name', 'card.number', 'card.expiry', 'card.cvc']);
    expect(step2Errors(v, 'provider', NOW)).toEqual({ 'card.name': 'validation.cardNameRequired' });
    expect(step2Errors(v, 'none', NOW)).toEqual({});
  });
  it('requires a start date and a referral', () => {
    const v = filled();
    v.start_date = null;
    v.referral = null;
    expect(step2Errors(v, 'none', NOW)).toEqual({ start_date: 'validation.required', referral: 'validation.required' });
  });
});

describe('buildRegistrationBody', () => {
  it('sends trimmed values, one slot per chosen program, and never the card', () => {
    const body = buildRegistrationBody(filled(), 'pi_123');
    expect(body).toEqual({
      membership: {
        first_name: 'Ana',
        last_name: 'Diaz',
        email: 'ana.diaz@example.com',
        phone: '555-0100',
        address: '1 Main St',
        city: 'Springfield',
        state: 'OR',
        zip: '97477',
        password: 'correct horse',
      },
      start_date: '2030-02-01',
      referral: 'Friend Referral',
      payment_intent_id: 'pi_123',
      payment_method: 'card',
      athletes: [
        { first_name: 'Lia', last_name: 'Diaz', gender: 'Female', date_of_birth: '2018-05-02', slot_ids: [SLOT_A] },
        {
          first_name: 'Leo',
          middle_name: 'Jo',
          last_name: 'Diaz',
          gender: 'Male',
          date_of_birth: '2015-09-30',
          slot_ids: [SLOT_A, SLOT_B],
        },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('4242');
  });
  it('sends the voucher when given and no intent when there is nothing to pay', () => {
    const v = filled();
    v.voucher_code = ' SPRING10 ';
    const body = buildRegistrationBody(v, null);
    expect(body.voucher_code).toBe('SPRING10');
    expect(body).not.toHaveProperty('payment_intent_id');
  });
  it('pays in cash at the desk: payment_method cash, no intent, and the contract accepts it', () => {
    const body = buildRegistrationBody(filled(), null, 'cash');
    expect(body.payment_method).toBe('cash');
    expect(body).not.toHaveProperty('payment_intent_id');
    expect(contractIssues(body)).toEqual([]);
    expect(buildRegistrationBody(filled(), 'pi_123').payment_method).toBe('card');
  });
  it('builds a body the shared contract accepts, and the contract names what it refuses', () => {
    expect(contractIssues(buildRegistrationBody(filled(), 'pi_123'))).toEqual([]);
    const v = filled();
    v.membership.zip = 'x'.repeat(30);
    expect(contractIssues(buildRegistrationBody(v, 'pi_123')).map((i) => i.field)).toEqual(['membership.zip']);
  });
});

describe('folding an athlete block to one line', () => {
  it('is possible once the athlete has names, gender, birth date, a program and its slot', () => {
    const v = filled();
    expect(athleteComplete(v, 0, NOW)).toBe(true);
    v.athletes[0]!.slots = {};
    expect(athleteComplete(v, 0, NOW)).toBe(false);
    v.athletes[0]!.waitlist = { [YOUTH]: SLOT_A };
    expect(athleteComplete(v, 0, NOW)).toBe(true);
  });
  it("does not depend on the parent's own fields or on other athletes", () => {
    const v = filled();
    v.membership.email = '';
    v.athletes.push(newAthlete());
    expect(athleteComplete(v, 0, NOW)).toBe(true);
    expect(athleteComplete(v, 1, NOW)).toBe(true);
    expect(athleteComplete(v, 2, NOW)).toBe(false);
  });
  it('finds the athletes an error list is about, to open their blocks again', () => {
    expect(
      athletesWithErrors({
        'membership.email': 'x',
        'athletes.2.gender': 'x',
        'athletes.0.slots.a': 'y',
        'athletes.1.first_name': '',
      }),
    ).toEqual([0, 2]);
  });
});
