import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl.js';
import { formatMoney } from './money.js';

describe('shared Intl formatters', () => {
  it('keep locales and options apart: a formatter made for one is never used for another', () => {
    expect(numberFormat('en-US', { style: 'currency', currency: 'USD' }).format(1080)).toBe('$1,080.00');
    expect(numberFormat('en-US', { style: 'percent' }).format(0.25)).toBe('25%');
    expect(numberFormat('es-US', { style: 'currency', currency: 'USD' }).format(1080)).toBe('$1,080.00');
    expect(formatMoney(108000, 'de-DE', 'EUR')).toBe('1.080,00\u00a0€');
    const day = new Date('2026-11-30T00:00:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('November 30, 2026');
    expect(dateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(day)).toBe('30 de noviembre de 2026');
    expect(dateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(day)).toBe('November');
  });
});
