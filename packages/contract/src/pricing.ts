// The club's pricing configuration as GET /programs/program-pricing-config shows it (dollars).
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
