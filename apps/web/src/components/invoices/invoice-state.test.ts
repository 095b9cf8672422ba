import { describe, expect, it } from 'vitest';
import { balanceOf, balanceState, canPay, displayStatus, hasPayment, invoiceLabel, isPaid, isPartlyPaid, isUnpaid } from './invoice-state';

const inv = (status: 'pending' | 'paid' | 'overdue' | 'cancelled', amount: number, paid = 0) => ({
  status,
  amount,
  amount_paid: paid,
  amount_due: status === 'pending' || status === 'overdue' ? Math.max(amount - paid, 0) : 0,
});

describe('balanceOf', () => {
  it('is minus what is left to pay on the unpaid invoices', () => {
    expect(balanceOf([inv('pending', 41.5), inv('overdue', 12), inv('paid', 100, 100)])).toBe(-53.5);
    // 100 − 30 received + 5 = 75 owed
    expect(balanceOf([inv('pending', 100, 30), inv('pending', 5)])).toBe(-75);
  });
  it('is 0 when nothing is owed, never minus zero', () => {
    expect(balanceOf([])).toBe(0);
    expect(Object.is(balanceOf([inv('paid', 10, 10)]), 0)).toBe(true);
  });
  it('leaves out void invoices', () => {
    expect(balanceOf([inv('cancelled', 20, 5), inv('pending', 5)])).toBe(-5);
  });
  it('adds in cents, without floating-point dust', () => {
    expect(balanceOf([inv('pending', 0.1), inv('pending', 0.2)])).toBe(-0.3);
  });
  it('reads zero and above as credit, below zero as owed', () => {
    expect(balanceState(0)).toBe('settled');
    expect(balanceState(12)).toBe('credit');
    expect(balanceState(-0.01)).toBe('owed');
  });
});

describe('invoice state', () => {
  it('shows Pay only for an owed invoice with something left to pay', () => {
    expect(canPay(inv('pending', 10))).toBe(true);
    expect(canPay(inv('overdue', 10, 4))).toBe(true);
    expect(canPay(inv('paid', 10, 10))).toBe(false);
    expect(canPay(inv('cancelled', 10))).toBe(false);
    expect(canPay(inv('pending', 0))).toBe(false);
  });
  it('tells paid, partly paid and unpaid apart', () => {
    expect(isPaid(inv('paid', 10, 10))).toBe(true);
    expect(isPartlyPaid(inv('pending', 10, 4))).toBe(true);
    expect(isPartlyPaid(inv('pending', 10))).toBe(false);
    expect(hasPayment(inv('pending', 10, 4))).toBe(true);
    expect(hasPayment(inv('pending', 10))).toBe(false);
    expect(isUnpaid(inv('cancelled', 10))).toBe(false);
    expect(displayStatus(inv('pending', 10, 4))).toBe('partlyPaid');
    expect(displayStatus(inv('overdue', 10))).toBe('overdue');
  });
  it('names an invoice by its number', () => {
    expect(invoiceLabel({ number: 123 })).toBe('INV-000123');
    expect(invoiceLabel({ number: 1234567 })).toBe('INV-1234567');
  });
});
