// The club's pricing configuration: the registration fee every registration is charged (before
// vouchers), the configs as the pricing screens read them, and saving one (admins).
import { asc, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_REGISTRATION_FEE_CENTS, type PricingConfig, type SavePricingConfigBody } from '@springboard/contract/pricing';
import { toCents, toDollars } from '@springboard/contract/money';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
import { pricingConfigs, programs } from '../../db/schema.js';
import { fieldError } from '../../platform/app-error.js';
import { changedFields, recordAudit } from '../audit/audit.js';

/** Club-wide configs (no program) first, oldest first: the first is "the" config (data[0]). */
const order = [sql`${pricingConfigs.programId} is not null`, asc(pricingConfigs.createdAt)] as const;

export async function registrationFeeCents(tx: Tx): Promise<number> {
  const [row] = await rowsOf<Selected<typeof pricingConfigs, 'registrationFeeCents'>>(tx, { text: THE_FEE, values: [] });
  return row?.registrationFeeCents ?? DEFAULT_REGISTRATION_FEE_CENTS;
}

/** The fee of "the" config, in `order` (every quote and registration reads it). */
const THE_FEE = `select ${selectList(pricingConfigs, 'c', ['registrationFeeCents'])} from pricing_configs c
  order by c.program_id is not null, c.created_at limit 1`;

function toPricingConfig(p: typeof pricingConfigs.$inferSelect): PricingConfig {
  return {
    id: p.id,
    program_id: p.programId,
    hourly_tiers: Object.fromEntries(
      Object.entries((p.hourlyTiers ?? {}) as Record<string, unknown>)
        .filter((e): e is [string, number] => typeof e[1] === 'number')
        .map(([k, cents]) => [k, toDollars(cents)]),
    ),
    registration_fee: toDollars(p.registrationFeeCents),
    referral_credit: toDollars(p.referralCreditCents),
    late_fee_type: p.lateFeeType === 'percentage' ? 'percentage' : 'fixed',
    // Percent is kept in basis points, so 2.5 % is 250, as whole as cents are.
    late_fee_value: p.lateFeeType === 'percentage' ? p.lateFeeValue / 100 : toDollars(p.lateFeeValue),
    late_fee_days_before: p.lateFeeDaysBefore,
    second_athlete_discount_percent: p.secondAthleteDiscountBp / 100,
    later_athlete_discount_percent: p.laterAthleteDiscountBp / 100,
    family_monthly_max: p.familyMonthlyMaxCents === null ? null : toDollars(p.familyMonthlyMaxCents),
    credit_unused_meetings: p.creditUnusedMeetings,
  };
}

export async function listPricingConfigs(tx: Tx): Promise<PricingConfig[]> {
  const rows = await tx
    .select()
    .from(pricingConfigs)
    .orderBy(...order);
  return rows.map(toPricingConfig);
}

/**
 * POST /programs/program-pricing-config: updates the club's config (no program_id: the one whose
 * registration fee registration charges) or the program's, creating it the first time. The
 * program row is locked first, so two saves of a program's first config cannot make two.
 */
export async function savePricingConfig(
  tx: Tx,
  tenantId: string,
  body: SavePricingConfigBody,
  by: string,
): Promise<PricingConfig> {
  const programId = body.program_id ?? null;
  if (programId) {
    const [p] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, programId)).for('update');
    if (!p) throw fieldError('program_id', 'program_not_found', 'NOT_FOUND');
  }
  const values = {
    hourlyTiers: Object.fromEntries(Object.entries(body.hourly_tiers).map(([k, dollars]) => [k, toCents(dollars)])),
    registrationFeeCents: toCents(body.registration_fee),
    referralCreditCents: toCents(body.referral_credit),
    lateFeeType: body.late_fee_type,
    // Cents when fixed, basis points when a percentage: both are the value times 100.
    lateFeeValue: toCents(body.late_fee_value),
    lateFeeDaysBefore: body.late_fee_days_before,
    // Percent kept in basis points (the value times 100), as the late fee's.
    secondAthleteDiscountBp: toCents(body.second_athlete_discount_percent),
    laterAthleteDiscountBp: toCents(body.later_athlete_discount_percent),
    familyMonthlyMaxCents: body.family_monthly_max == null ? null : toCents(body.family_monthly_max),
    creditUnusedMeetings: body.credit_unused_meetings,
  };
  const [current] = await tx
    .select()
    .from(pricingConfigs)
    .where(programId ? eq(pricingConfigs.programId, programId) : isNull(pricingConfigs.programId))
    .orderBy(asc(pricingConfigs.createdAt))
    .limit(1)
    .for('update');
  const [row] = current
    ? await tx
        .update(pricingConfigs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(pricingConfigs.id, current.id))
        .returning()
    : await tx
        .insert(pricingConfigs)
        .values({ tenantId, programId, ...values })
        .returning();
  // Amounts are cents (hourly tiers too), percentages basis points, as stored.
  const change = changedFields(current ?? {}, values);
  if (change)
    await recordAudit(tx, {
      tenantId,
      actorUserId: by,
      action: current ? 'pricing_changed' : 'pricing_created',
      entity: 'pricing_config',
      entityId: row!.id,
      ...change,
      data: { program_id: programId, fields: Object.keys(change.after) },
    });
  return toPricingConfig(row!);
}
