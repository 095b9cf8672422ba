import { describe, expect, it } from 'vitest';
import type { PricingConfig } from '@springboard/contract/pricing';
import enPricing from '../../locales/en/pricing.json';
import esPricing from '../../locales/es/pricing.json';
import { fieldErrors } from '../../lib/server-messages';
import { configToValues, pricingBody, pricingErrors } from './pricing-form';

const t = (key: string) => key;

const config: PricingConfig = {
  id: '11111111-1111-4111-8111-111111111111',
  program_id: null,
  hourly_tiers: { halfHour: 30, oneHour: 55 },
  registration_fee: 25,
  referral_credit: 10,
  late_fee_type: 'percentage',
  late_fee_value: 2.5,
  late_fee_days_before: 5,
  second_athlete_discount_percent: 10,
  later_athlete_discount_percent: 15,
  family_monthly_max: null,
  credit_unused_meetings: false,
};

describe('the pricing form', () => {
  it('edits the club config in dollars, a tier it lacks at 0, and sends the same shape back', () => {
    const v = configToValues(config);
    expect(v.hourly_tiers).toEqual({ halfHour: 30, oneHour: 55, twoHour: 0, threeHour: 0, fourHour: 0, perWeek: 0 });
    expect(pricingBody(v)).toEqual({ ...config, id: undefined, program_id: undefined, hourly_tiers: v.hourly_tiers });
    expect(pricingErrors(v, t)).toEqual({});
  });

  it('sends an empty family maximum as none, and a filled one in dollars', () => {
    const v = configToValues(config);
    expect(v.family_monthly_max).toBe('');
    expect(pricingBody(v).family_monthly_max).toBeNull();
    expect(pricingBody({ ...v, family_monthly_max: 300 }).family_monthly_max).toBe(300);
  });

  it('starts a club without a config at the default 25.00 fee', () => {
    expect(configToValues(undefined)).toMatchObject({ registration_fee: 25, late_fee_type: 'fixed' });
  });

  it("refuses what the server refuses, under the same fields, in the contract's words", () => {
    const v = configToValues(config);
    expect(pricingErrors({ ...v, registration_fee: '', late_fee_value: 150 }, t)).toEqual({
      registration_fee: 'errors:required',
    });
    expect(pricingErrors({ ...v, late_fee_value: 150 }, t)).toEqual({ late_fee_value: 'errors:price_percent' });
    expect(pricingErrors({ ...v, second_athlete_discount_percent: 120, later_athlete_discount_percent: 101 }, t)).toEqual({
      second_athlete_discount_percent: 'errors:price_percent',
      later_athlete_discount_percent: 'errors:price_percent',
    });
    expect(pricingErrors({ ...v, hourly_tiers: { ...v.hourly_tiers, perWeek: 1.234 }, late_fee_days_before: 1.5 }, t)).toEqual({
      'hourly_tiers.perWeek': 'errors:price_amount',
      late_fee_days_before: 'errors:price_days',
    });
    expect(fieldErrors([{ field: 'program_id', message: 'Program not found', code: 'program_not_found' }], t)).toEqual({
      program_id: 'errors:program_not_found',
    });
  });
});

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj)
    .flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    .sort();
}

describe('pricing texts', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(keys(esPricing)).toEqual(keys(enPricing));
    for (const k of keys(enPricing))
      expect(k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], enPricing)).not.toBe('');
  });

  it('keep the save toasts word for word', () => {
    expect(enPricing.saved).toBe('Pricing config saved successfully!');
    expect(enPricing.failed).toBe('Failed to save pricing config.');
  });
});
