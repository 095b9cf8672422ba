import { describe, expect, it } from 'vitest';
import { balanceState, emailIsComplete, invoiceErrors, todayIso } from './membership-form';

describe('the Send Email panel', () => {
  it('needs both a subject and a message after trimming', () => {
    expect(emailIsComplete({ subject: 'Hi', message: 'Hello' })).toBe(true);
    expect(emailIsComplete({ subject: '  ', message: 'Hello' })).toBe(false);
    expect(emailIsComplete({ subject: 'Hi', message: '\n' })).toBe(false);
  });
});

describe('the manual invoice form', () => {
  it('requires a description and an amount', () => {
    expect(invoiceErrors({ description: 'Leotard', amount: 30, due_date: '2030-01-01' })).toEqual({});
    expect(invoiceErrors({ description: ' ', amount: '', due_date: null })).toEqual({
      description: 'required',
      amount: 'required',
    });
  });

  it('is due today by default, as a calendar date', () => {
    expect(todayIso(new Date(2031, 0, 9, 23, 30))).toBe('2031-01-09');
  });
});

describe('the balance', () => {
  it('is owed below zero and credit at zero or above', () => {
    expect(balanceState(-0.01)).toBe('owed');
    expect(balanceState(0)).toBe('settled');
    expect(balanceState(15)).toBe('credit');
  });
});
