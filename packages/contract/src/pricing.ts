// The club's pricing configuration as GET /programs/program-pricing-config shows it (dollars).
import { say } from './messages.js';
import { z } from 'zod';

export const DEFAULT_REGISTRATION_FEE_CENTS = 2500;

export const pricingConfig = z.object({
  id: z.string().uuid(),
  program_id: z.string().uuid().nullable(),
  /** Dollars per tier: halfHour, oneHour, twoHour, threeHour, fourHour, perWeek. */
  hourly_tiers: z.record(z.string(), z.number()),
  registration_fee: z.number(),
  referral_credit: z.number(),
  late_fee_type: z.enum(['fixed', 'percentage']),
  /** Dollars when fixed, percent when percentage. */
  late_fee_value: z.number(),
  late_fee_days_before: z.number().int(),
});
export type PricingConfig = z.infer<typeof pricingConfig>;

// ---- Saving the pricing config (Program Pricing Settings, POST /programs/program-pricing-config) ----

/** hourly_tiers has keys halfHour, oneHour, twoHour, threeHour, fourHour and a per-week value. */
export const HOURLY_TIERS = ['halfHour', 'oneHour', 'twoHour', 'threeHour', 'fourHour', 'perWeek'] as const;
export type HourlyTier = (typeof HOURLY_TIERS)[number];
export const LATE_FEE_TYPES = ['fixed', 'percentage'] as const;

export const PRICING_LIMITS = { maxDollars: 100_000, maxDaysBefore: 365 } as const;

/** The words both the browser and the server use; the web app translates them by this table. */
export const PRICING_MESSAGES = {
  required: say('required'),
  amount: say('price_amount'),
  percent: say('price_percent'),
  days: say('price_days'),
  lateFeeType: say('late_fee_type'),
  programNotFound: say('program_not_found'),
} as const;

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const amount = (message: string, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? PRICING_MESSAGES.required : message) })
    .min(0, message)
    .max(max, message)
    .refine(hasCents, message);

const dollars = amount(PRICING_MESSAGES.amount, PRICING_LIMITS.maxDollars);

/** The body of POST /programs/program-pricing-config, in dollars (percent for a percentage late fee).
 *  Without program_id it is the club's own config, whose registration fee every registration pays. */
export const savePricingConfigBody = z
  .object({
    program_id: z.string().uuid().nullish(),
    hourly_tiers: z.object(Object.fromEntries(HOURLY_TIERS.map((k) => [k, dollars])) as Record<HourlyTier, typeof dollars>),
    registration_fee: dollars,
    referral_credit: dollars,
    late_fee_type: z.enum(LATE_FEE_TYPES, { error: PRICING_MESSAGES.lateFeeType }),
    late_fee_value: dollars,
    late_fee_days_before: z
      .number({
        error: (iss) => (iss.input === undefined || iss.input === null ? PRICING_MESSAGES.required : PRICING_MESSAGES.days),
      })
      .int(PRICING_MESSAGES.days)
      .min(0, PRICING_MESSAGES.days)
      .max(PRICING_LIMITS.maxDaysBefore, PRICING_MESSAGES.days),
  })
  .superRefine((b, ctx) => {
    if (b.late_fee_type === 'percentage' && (b.late_fee_value > 100 || !hasCents(b.late_fee_value))) {
      ctx.addIssue({ code: 'custom', path: ['late_fee_value'], message: PRICING_MESSAGES.percent });
    }
  });
export type SavePricingConfigBody = z.output<typeof savePricingConfigBody>;
export type SavePricingConfigInput = z.input<typeof savePricingConfigBody>;
