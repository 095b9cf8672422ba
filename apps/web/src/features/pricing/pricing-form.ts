// The Program Pricing Settings form: its values from the club's config, the POST body built from
// them, and its checks, which are the contract's schema (the server refuses the same input in the
// same codes, translated by lib/server-messages). Pure: tested without a browser.
import {
  DEFAULT_REGISTRATION_FEE_CENTS,
  HOURLY_TIERS,
  savePricingConfigBody,
  type HourlyTier,
  type PricingConfig,
  type SavePricingConfigInput,
} from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import type { KeyedT } from '../../lib/i18n';
import { fieldErrors, schemaDetails, type FormErrors } from '../../lib/server-messages';

export type LateFeeType = 'fixed' | 'percentage';

/** Mantine's number fields give '' when empty. */
type NumberValue = number | string;

export type PricingValues = {
  hourly_tiers: Record<HourlyTier, NumberValue>;
  registration_fee: NumberValue;
  referral_credit: NumberValue;
  late_fee_type: LateFeeType;
  late_fee_value: NumberValue;
  late_fee_days_before: NumberValue;
  second_athlete_discount_percent: NumberValue;
  later_athlete_discount_percent: NumberValue;
  /** Empty: no family maximum. */
  family_monthly_max: NumberValue;
  credit_unused_meetings: boolean;
};

/** The club's config as the form edits it; a club without one starts from the default fee. */
export function configToValues(config: PricingConfig | undefined): PricingValues {
  const tier = (k: HourlyTier) => config?.hourly_tiers[k] ?? 0;
  return {
    hourly_tiers: Object.fromEntries(HOURLY_TIERS.map((k) => [k, tier(k)])) as Record<HourlyTier, NumberValue>,
    registration_fee: config?.registration_fee ?? toDollars(DEFAULT_REGISTRATION_FEE_CENTS),
    referral_credit: config?.referral_credit ?? 0,
    late_fee_type: config?.late_fee_type ?? 'fixed',
    late_fee_value: config?.late_fee_value ?? 0,
    late_fee_days_before: config?.late_fee_days_before ?? 0,
    second_athlete_discount_percent: config?.second_athlete_discount_percent ?? 0,
    later_athlete_discount_percent: config?.later_athlete_discount_percent ?? 0,
    family_monthly_max: config?.family_monthly_max ?? '',
    credit_unused_meetings: config?.credit_unused_meetings ?? false,
  };
}

const num = (v: NumberValue): number => (v === '' ? (null as unknown as number) : Number(v));

export function pricingBody(v: PricingValues): SavePricingConfigInput {
  return {
    hourly_tiers: Object.fromEntries(HOURLY_TIERS.map((k) => [k, num(v.hourly_tiers[k])])) as Record<HourlyTier, number>,
    registration_fee: num(v.registration_fee),
    referral_credit: num(v.referral_credit),
    late_fee_type: v.late_fee_type,
    late_fee_value: num(v.late_fee_value),
    late_fee_days_before: num(v.late_fee_days_before),
    second_athlete_discount_percent: num(v.second_athlete_discount_percent),
    later_athlete_discount_percent: num(v.later_athlete_discount_percent),
    family_monthly_max: v.family_monthly_max === '' ? null : Number(v.family_monthly_max),
    credit_unused_meetings: v.credit_unused_meetings,
  };
}

export function pricingErrors(values: PricingValues, t: KeyedT): FormErrors {
  return fieldErrors(schemaDetails(savePricingConfigBody, pricingBody(values)), t);
}
