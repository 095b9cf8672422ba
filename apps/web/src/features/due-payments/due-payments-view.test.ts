import { describe, expect, it } from 'vitest';
import type { DuePayment } from '@springboard/contract/payments';
import { filterDuePayments, nextSort, pageCount, pageOf, sortDuePayments } from './due-payments-view';

const row = (id: string, member_name: string, amount: number, due_date: string, status = 'pending'): DuePayment => ({
  id,
  athlete_id: null,
  membership_id: 'm',
  member_name,
  description: 'Monthly fee',
  amount,
  due_date,
  status,
  payment_date: null,
});
const rows = [
  row('1', 'Ana Diaz', 2500, '2030-01-03'),
  row('2', 'Ben Ng', 12000, '2030-01-01', 'overdue'),
  row('3', 'Cy Park', 900, '2030-01-02'),
];
const money = (c: number) => `$${(c / 100).toFixed(2)}`;

describe('due payments view', () => {
  it('searches member, status and the amount as shown (cents divided by 100)', () => {
    expect(filterDuePayments(rows, 'ben', money).map((r) => r.id)).toEqual(['2']);
    expect(filterDuePayments(rows, 'OVERDUE', money).map((r) => r.id)).toEqual(['2']);
    expect(filterDuePayments(rows, '$25.00', money).map((r) => r.id)).toEqual(['1']);
    expect(filterDuePayments(rows, '120.00', money).map((r) => r.id)).toEqual(['2']);
    expect(filterDuePayments(rows, '  ', money)).toHaveLength(3);
  });
  it('sorts by amount as a number and by date, and flips on a second click', () => {
    expect(sortDuePayments(rows, { key: 'amount', dir: 'asc' }).map((r) => r.id)).toEqual(['3', '1', '2']);
    expect(sortDuePayments(rows, { key: 'due_date', dir: 'desc' }).map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(nextSort({ key: 'amount', dir: 'asc' }, 'amount')).toEqual({ key: 'amount', dir: 'desc' });
    expect(nextSort({ key: 'amount', dir: 'desc' }, 'member_name')).toEqual({ key: 'member_name', dir: 'asc' });
  });
  it('pages by 5 and falls back to the last page when rows go away', () => {
    const many = Array.from({ length: 12 }, (_, i) => row(String(i).padStart(2, '0'), `M${i}`, i, '2030-01-01'));
    expect(pageCount(12)).toBe(3);
    expect(pageCount(0)).toBe(1);
    expect(pageOf(many, 3).rows).toHaveLength(2);
    expect(pageOf(many.slice(0, 10), 3)).toMatchObject({ page: 2 });
  });
});
