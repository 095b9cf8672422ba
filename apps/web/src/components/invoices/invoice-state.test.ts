import { describe, expect, it } from 'vitest';
import { balanceOf, balanceState, canPay, displayDescription, displayStatus, isPaid, isUnpaid } from './invoice-state';

const inv = (status: 'pending' | 'paid' | 'overdue' | 'cancelled', amount: number, post_status: string | null = null) => ({
  status,
  amount,
  post_status,
});

describe('balanceOf', () => {
  it('is minus the sum of the unpaid invoices', () => {
    expect(balanceOf([inv('pending', 41.5), inv('overdue', 12), inv('paid', 100)])).toBe(-53.5);
  });
  it('is 0 when nothing is owed, never minus zero', () => {
    expect(balanceOf([])).toBe(0);
    expect(Object.is(balanceOf([inv('paid', 10)]), 0)).toBe(true);
  });
  it('leaves out an invoice settled through its charge, and cancelled ones', () => {
    expect(balanceOf([inv('pending', 30, 'paid'), inv('cancelled', 20), inv('pending', 5)])).toBe(-5);
  });
  it('adds in cents, without floating-point dust', () => {
    expect(balanceOf([inv('pending', 0.1), inv('pending', 0.2)])).toBe(-0.3);
  });
  it('reads zero and above as credit, below zero as owed', () => {
    expect(balanceState(0)).toBe('credit');
    expect(balanceState(12)).toBe('credit');
    expect(balanceState(-0.01)).toBe('owed');
  });
});

describe('invoice state', () => {
  it('shows Pay only for an owed invoice with an amount', () => {
    expect(canPay(inv('pending', 10))).toBe(true);
    expect(canPay(inv('overdue', 10))).toBe(true);
    expect(canPay(inv('pending', 10, 'paid'))).toBe(false);
    expect(canPay(inv('paid', 10))).toBe(false);
    expect(canPay(inv('cancelled', 10))).toBe(false);
    expect(canPay(inv('pending', 0))).toBe(false);
  });
  it('calls an invoice paid by its status or its post_status', () => {
    expect(isPaid(inv('pending', 10, 'paid'))).toBe(true);
    expect(displayStatus(inv('pending', 10, 'paid'))).toBe('paid');
    expect(displayStatus(inv('overdue', 10))).toBe('overdue');
    expect(isUnpaid(inv('cancelled', 10))).toBe(false);
  });
});

describe('displayDescription', () => {
  it('shortens the invoice id of a charge record to its first 8 characters', () => {
    expect(displayDescription('Charged Payment for invoice - ffcc830d-2416-4f13-9655-f7fc7816800b')).toBe(
      'Charged Payment for invoice - ffcc830d',
    );
    expect(displayDescription('Spring tuition')).toBe('Spring tuition');
  });
});
