// What the screens read of the tuition calculation: one family's tuition this month (Generate
// Invoice), and the simulation of a pricing config before it is saved (Program Pricing Settings).
import { eq, gte, isNull, or, sql } from 'drizzle-orm';
import type { FamilyTuition, PricingSimulation, SavePricingConfigBody } from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, programs } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { nextDay } from './tuition.js';
import {
  familiesLines,
  familyClasses,
  familyTuitionLines,
  invoiceOfLines,
  loadClubPricing,
  periodContaining,
  sumCents,
  withConfig,
} from './tuition.service.js';

const periodView = (p: { start: string; end: string; name: string }) => ({ start: p.start, end: p.end, name: p.name });

export async function familyTuition(tx: Tx, membershipId: string, today: string): Promise<FamilyTuition> {
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  const period = periodContaining(today);
  const { lines } = await familyTuitionLines(tx, membershipId, period);
  return {
    membership_id: membershipId,
    period: periodView(period),
    lines: lines.map((l) => ({ kind: l.kind, description: l.description, athlete_id: l.athleteId, amount: toDollars(l.amountCents) })),
    total: toDollars(sumCents(lines)),
    description: invoiceOfLines(`Tuition for ${period.name}`, lines).description,
  };
}

/** Each live family's tuition for next month with the configs as saved and with `body` saved. */
export async function simulatePricing(tx: Tx, body: SavePricingConfigBody, today: string): Promise<PricingSimulation> {
  if (body.program_id) {
    const [p] = await tx.select({ id: programs.id }).from(programs).where(eq(programs.id, body.program_id));
    if (!p) throw fieldError('program_id', 'program_not_found', 'NOT_FOUND');
  }
  const period = periodContaining(nextDay(periodContaining(today).end));
  const now = await loadClubPricing(tx);
  const next = withConfig(now, body);
  const live = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(or(isNull(memberships.expiresOn), gte(memberships.expiresOn, sql`${period.start}::date`)));
  const ids = live.map((l) => l.id);
  const totals = (pricing: typeof now, classes: Awaited<ReturnType<typeof familyClasses>>) =>
    new Map(familiesLines(pricing, classes, [], period).map((f) => [f.membershipId, { name: f.familyName, cents: sumCents(f.lines) }]));
  const before = totals(now, ids.length ? await familyClasses(tx, now, ids) : []);
  const after = totals(next, ids.length ? await familyClasses(tx, next, ids) : []);
  const families = [...before.entries()]
    .map(([id, b]) => {
      const a = after.get(id)?.cents ?? 0;
      return { membership_id: id, family_name: b.name, before: toDollars(b.cents), after: toDollars(a), difference: toDollars(a - b.cents) };
    })
    .filter((f) => f.before !== 0 || f.after !== 0)
    .sort((x, y) => Math.abs(y.difference) - Math.abs(x.difference) || x.family_name.localeCompare(y.family_name));
  const sum = (k: 'before' | 'after') => [...(k === 'before' ? before : after).values()].reduce((s, f) => s + f.cents, 0);
  return {
    period: periodView(period),
    families,
    total_before: toDollars(sum('before')),
    total_after: toDollars(sum('after')),
    total_difference: toDollars(sum('after') - sum('before')),
  };
}
