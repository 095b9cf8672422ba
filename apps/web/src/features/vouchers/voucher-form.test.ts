import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../lib/server-messages';
import { EMPTY_VOUCHER, formField, valueText, voucherBody, voucherErrors, windowOf } from './voucher-form';

const t = (key: string) => key;

describe('the new-voucher form', () => {
  it('sends a window of whole days in the admin’s time zone', () => {
    const body = voucherBody({
      ...EMPTY_VOUCHER,
      code: ' spring10 ',
      value: 10,
      starts_on: '2031-03-01',
      ends_on: '2031-03-31',
      max_redemptions: 20,
    });
    expect(body).toMatchObject({ code: 'spring10', kind: 'percent', value: 10, max_redemptions: 20, active: true });
    expect(new Date(body.starts_at!).getTime()).toBe(new Date(2031, 2, 1).getTime());
    expect(new Date(body.ends_at!).getTime()).toBe(new Date(2031, 2, 31, 23, 59, 59, 999).getTime());
    expect(voucherBody({ ...EMPTY_VOUCHER, code: 'X1', value: 5 })).toMatchObject({
      starts_at: null,
      ends_at: null,
      max_redemptions: null,
    });
  });

  it("refuses what the server refuses, under the form's fields, in the contract's words", () => {
    expect(voucherErrors({ ...EMPTY_VOUCHER, code: 'two words', value: 12.5 }, t)).toEqual({
      code: 'errors:voucher_code_chars',
      value: 'errors:voucher_percent_whole',
    });
    expect(voucherErrors({ ...EMPTY_VOUCHER, code: 'OK10', value: '' }, t)).toEqual({ value: 'errors:must_be_positive' });
    expect(
      voucherErrors({ ...EMPTY_VOUCHER, code: 'OK10', value: 5, starts_on: '2031-03-02', ends_on: '2031-03-01' }, t),
    ).toEqual({
      ends_on: 'errors:voucher_window',
    });
    expect(
      fieldErrors(
        [{ field: 'code', message: 'A voucher with this code already exists', code: 'voucher_code_taken' }],
        t,
        formField,
      ),
    ).toEqual({
      code: 'errors:voucher_code_taken',
    });
  });

  it('reads a voucher’s value and window', () => {
    expect(valueText({ kind: 'percent', value: 10 }, 'en')).toBe('10%');
    expect(valueText({ kind: 'fixed', value: 5.5 }, 'en')).toBe('$5.50');
    expect(windowOf({ starts_at: null, ends_at: null })).toEqual({ key: 'always' });
    expect(windowOf({ starts_at: 'a', ends_at: null })).toEqual({ key: 'from', start: 'a' });
  });
});
