import { describe, expect, it } from 'vitest';
import { cardErrors, expiryPassed, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card';

describe('luhnValid', () => {
  it('accepts the test cards the sandbox knows, typed with spaces', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4000 0000 0000 0002')).toBe(true);
    expect(luhnValid('4000-0000-0000-9995')).toBe(true);
  });
  it('refuses a mistyped number, letters and too-short numbers', () => {
    expect(luhnValid('4242 4242 4242 4241')).toBe(false);
    expect(luhnValid('4242 4242 4242 424a')).toBe(false);
    expect(luhnValid('4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('card formatting', () => {
  it('groups the number by four and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42x')).toBe('4242 42');
  });
  it('writes the expiry as MM/YY while typing', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });
});

describe('expiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('04/30')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('4/2031')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('ab')).toBeNull();
  });
  it('keeps a card good through the last day of its month', () => {
    const now = new Date(2030, 3, 30); // 30 April 2030
    expect(expiryPassed({ month: 4, year: 2030 }, now)).toBe(false);
    expect(expiryPassed({ month: 3, year: 2030 }, now)).toBe(true);
    expect(expiryPassed({ month: 1, year: 2029 }, now)).toBe(true);
  });
});

describe('cardErrors', () => {
  const now = new Date(2030, 0, 15);
  it('passes a complete card', () => {
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '12/31', cvc: '123', name: 'Ana Diaz' }, now)).toEqual({});
  });
  it('names every bad field', () => {
    expect(cardErrors({ number: '4242 4242 4242 4241', expiry: '12/29', cvc: '12', name: ' ' }, now)).toEqual({
      name: 'validation.cardNameRequired',
      number: 'validation.cardNumberInvalid',
      expiry: 'validation.cardExpired',
      cvc: 'validation.cardCvcInvalid',
    });
  });
});
