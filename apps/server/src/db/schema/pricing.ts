// What the club charges: pricing configuration (registration fee, tiers, late fees) and vouchers.
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clubKey, createdAt, id, tenantId, updatedAt } from './columns.js';
import { memberships } from './memberships.js';
import { programs } from './programs.js';

export const pricingConfigs = pgTable(
  'pricing_configs',
  {
    id: id(),
    tenantId: tenantId(),
    programId: uuid('program_id'),
    /** Cents per tier: { halfHour, oneHour, twoHour, threeHour, fourHour, perWeek }. */
    hourlyTiers: jsonb('hourly_tiers')
      .notNull()
      .default(sql`'{}'::jsonb`),
    registrationFeeCents: integer('registration_fee_cents').notNull().default(2500),
    referralCreditCents: integer('referral_credit_cents').notNull().default(0),
    /** fixed | percentage */
    lateFeeType: text('late_fee_type').notNull().default('fixed'),
    /** Cents when fixed, basis points when percentage. */
    lateFeeValue: integer('late_fee_value').notNull().default(0),
    lateFeeDaysBefore: integer('late_fee_days_before').notNull().default(0),
    /** Family discounts, in basis points (10 % is 1000): off the second athlete's tuition, and off
     *  the third's and later ones'. Read from the club's config only. */
    secondAthleteDiscountBp: integer('second_athlete_discount_bp').notNull().default(0),
    laterAthleteDiscountBp: integer('later_athlete_discount_bp').notNull().default(0),
    /** The most a family pays in tuition a month; null: no maximum. */
    familyMonthlyMaxCents: integer('family_monthly_max_cents'),
    /** Whether dropping a class during a billing period credits its unused meetings. */
    creditUnusedMeetings: boolean('credit_unused_meetings').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    clubKey('pricing_configs', t),
    check(
      'pricing_configs_discounts_check',
      sql`${t.secondAthleteDiscountBp} BETWEEN 0 AND 10000 AND ${t.laterAthleteDiscountBp} BETWEEN 0 AND 10000 AND (${t.familyMonthlyMaxCents} IS NULL OR ${t.familyMonthlyMaxCents} >= 0)`,
    ),
    foreignKey({ columns: [t.tenantId, t.programId], foreignColumns: [programs.tenantId, programs.id] }).onDelete('cascade'),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    /** percent | fixed */
    kind: text('kind').notNull(),
    /** Whole percent when kind is percent, cents when fixed. */
    value: integer('value').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('vouchers', t),
    unique('vouchers_tenant_code_key').on(t.tenantId, t.code),
    // Codes are applied whatever their case: one per club, case-insensitively (migration 0005).
    uniqueIndex('vouchers_tenant_code_ci_key').on(t.tenantId, sql`lower(${t.code})`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    tenantId: tenantId(),
    voucherId: uuid('voucher_id').notNull(),
    membershipId: uuid('membership_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    discountCents: integer('discount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    clubKey('voucher_redemptions', t),
    foreignKey({ columns: [t.tenantId, t.voucherId], foreignColumns: [vouchers.tenantId, vouchers.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.membershipId], foreignColumns: [memberships.tenantId, memberships.id] }).onDelete(
      'cascade',
    ),
  ],
);
