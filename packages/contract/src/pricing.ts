// The club's pricing configuration as GET /programs/program-pricing-config shows it (dollars).
import { say } from './messages.js';
import { z } from 'zod';
import { recordText } from './record-texts.js';

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
  /** Family discounts (the club's config only): percent off the second athlete's tuition, off the
   *  third's and later ones', and the most a family pays in tuition a month (null: no maximum). */
  second_athlete_discount_percent: z.number(),
  later_athlete_discount_percent: z.number(),
  family_monthly_max: z.number().nullable(),
  /** Whether dropping a class during a billing period credits its unused meetings (club's config). */
  credit_unused_meetings: z.boolean(),
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
  clubOnly: say('club_pricing_only'),
} as const;

const hasCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const amount = (message: string, max: number) =>
  z
    .number({ error: (iss) => (iss.input === undefined || iss.input === null ? PRICING_MESSAGES.required : message) })
    .min(0, message)
    .max(max, message)
    .refine(hasCents, message);

const dollars = amount(PRICING_MESSAGES.amount, PRICING_LIMITS.maxDollars);
const percent = amount(PRICING_MESSAGES.percent, 100);

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
    // Family discounts and the drop credit belong to the club's config (no program_id); a
    // program's config refuses anything but their defaults.
    second_athlete_discount_percent: percent.default(0),
    later_athlete_discount_percent: percent.default(0),
    family_monthly_max: dollars.nullish(),
    credit_unused_meetings: z.boolean({ error: say('must_be_true_or_false') }).default(false),
  })
  .superRefine((b, ctx) => {
    if (b.program_id) {
      const set = {
        second_athlete_discount_percent: b.second_athlete_discount_percent > 0,
        later_athlete_discount_percent: b.later_athlete_discount_percent > 0,
        family_monthly_max: b.family_monthly_max != null,
        credit_unused_meetings: b.credit_unused_meetings,
      };
      for (const [field, on] of Object.entries(set)) {
        if (on) ctx.addIssue({ code: 'custom', path: [field], message: PRICING_MESSAGES.clubOnly });
      }
    }
    if (b.late_fee_type === 'percentage' && (b.late_fee_value > 100 || !hasCents(b.late_fee_value))) {
      ctx.addIssue({ code: 'custom', path: ['late_fee_value'], message: PRICING_MESSAGES.percent });
    }
  });
export type SavePricingConfigBody = z.output<typeof savePricingConfigBody>;
export type SavePricingConfigInput = z.input<typeof savePricingConfigBody>;

// ---- Tuition: what a family's classes cost in a billing period ----

export const TUITION_LINE_KINDS = ['tuition', 'proration', 'discount'] as const;

/** One line of a family's tuition for a period, in dollars; discounts are negative. */
export const tuitionLine = z.object({
  kind: z.enum(TUITION_LINE_KINDS),
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText). */
  description_text: recordText,
  athlete_id: z.string().uuid().nullable(),
  amount: z.number(),
});
export type TuitionLine = z.infer<typeof tuitionLine>;

/** A family's tuition for one period: its lines and their sum (dollars). */
export const familyTuition = z.object({
  membership_id: z.string().uuid(),
  period: z.object({ start: z.string(), end: z.string(), name: z.string() }),
  lines: z.array(tuitionLine),
  total: z.number(),
  /** The suggested invoice title ("Tuition for November 2026") in English, and as a code to write
   *  it in the reader's language. */
  description: z.string(),
  description_text: recordText,
});
export type FamilyTuition = z.infer<typeof familyTuition>;

/** POST /programs/program-pricing-config/simulate: each family's next monthly tuition now and with
 *  the config as sent, and the total change; nothing is saved. */
export const pricingSimulation = z.object({
  period: z.object({ start: z.string(), end: z.string(), name: z.string() }),
  families: z.array(
    z.object({
      membership_id: z.string().uuid(),
      family_name: z.string(),
      before: z.number(),
      after: z.number(),
      difference: z.number(),
    }),
  ),
  total_before: z.number(),
  total_after: z.number(),
  total_difference: z.number(),
});
export type PricingSimulation = z.infer<typeof pricingSimulation>;

/** POST /programs/program-pricing-config/tuition-quote: the classes each athlete of a registration
 *  chose, in the order of the form. */
export const tuitionQuoteBody = z.object({
  athletes: z
    .array(z.object({ slot_ids: z.array(z.string().uuid()).max(20) }))
    .min(1)
    .max(20),
});
export type TuitionQuoteBody = z.infer<typeof tuitionQuoteBody>;

/** A month of the chosen classes, in dollars: each athlete's tuition (by the form's order), the
 *  family discounts (by rule; `athlete` is the index of the athlete it lowers), and the total. */
export const tuitionQuote = z.object({
  athletes: z.array(z.object({ monthly: z.number(), priced: z.boolean() })),
  discounts: z.array(
    z.object({
      rule: z.enum(['second_athlete', 'later_athletes', 'family_maximum']),
      athlete: z.number().int().nullable(),
      percent: z.number().nullable(),
      amount: z.number(),
    }),
  ),
  total: z.number(),
});
export type TuitionQuote = z.infer<typeof tuitionQuote>;
