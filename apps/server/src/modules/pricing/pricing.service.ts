// The club's pricing configuration: the registration fee every registration is charged (before
// vouchers) and the configs as the pricing screens read them.
import { asc, sql } from 'drizzle-orm';
import { DEFAULT_REGISTRATION_FEE_CENTS, type PricingConfig } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { pricingConfigs } from '../../db/schema.js';

/** Club-wide configs (no program) first, oldest first: the first is "the" config (data[0]). */
const order = [sql`${pricingConfigs.programId} is not null`, asc(pricingConfigs.createdAt)] as const;

export async function registrationFeeCents(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ fee: pricingConfigs.registrationFeeCents })
    .from(pricingConfigs)
    .orderBy(...order)
    .limit(1);
  return row?.fee ?? DEFAULT_REGISTRATION_FEE_CENTS;
}

export async function listPricingConfigs(tx: Tx): Promise<PricingConfig[]> {
  const rows = await tx.select().from(pricingConfigs).orderBy(...order);
  return rows.map((p) => ({
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
    late_fee_value: p.lateFeeType === 'percentage' ? p.lateFeeValue / 100 : toDollars(p.lateFeeValue),
    late_fee_days_before: p.lateFeeDaysBefore,
  }));
}
