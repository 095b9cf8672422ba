import { describe, expect, it } from 'vitest';
import { emptyGenerate, generateBody, generateErrors, todayIso } from './invoice-form';

const now = new Date(2025, 5, 9, 23, 30);
const id = '8f0e2a6c-1d7b-4f7e-9a51-0b3c7d2e4f11';

describe('Generate Invoice form', () => {
  it('starts due today, in the reader’s own calendar', () => {
    expect(emptyGenerate(now).dueDate).toBe('2025-06-09');
    expect(todayIso(now)).toBe('2025-06-09');
  });
  it('requires a member, a description and a numeric amount', () => {
    expect(generateErrors(emptyGenerate(now))).toEqual(['membershipId', 'description', 'amount']);
    expect(generateErrors({ membershipId: id, description: '  ', amount: 'abc', dueDate: null, tuition: null })).toEqual([
      'description',
      'amount',
    ]);
    expect(generateErrors({ membershipId: id, description: 'Leotard', amount: 0, dueDate: null, tuition: null })).toEqual([]);
  });
  it('sends dollars and a trimmed description, today when the date was cleared', () => {
    expect(generateBody({ membershipId: id, description: ' Leotard ', amount: '12.5', dueDate: null, tuition: null }, now)).toEqual({
      membershipId: id,
      description: 'Leotard',
      amount: 12.5,
      dueDate: '2025-06-09',
    });
  });
  it('sends the tuition month while the amount is the tuition shown, and a plain invoice once the amount is changed', () => {
    const tuition = { month: '2025-06-01', total: 142.2 };
    const v = { membershipId: id, description: 'Tuition for June 2025', amount: 142.2, dueDate: null, tuition };
    expect(generateBody(v, now)).toMatchObject({ amount: 142.2, tuition_month: '2025-06-01' });
    expect(generateBody({ ...v, amount: 150 }, now)).not.toHaveProperty('tuition_month');
  });
});
