// What the screens read of the tuition calculation: one family's tuition this month (Generate
// Invoice), the simulation of a pricing config before it is saved (Program Pricing Settings), a
// month of the classes chosen on the registration form, and the first billing period a registration
// charges when the club asks for it.
import { eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type {
  FamilyTuition,
  PricingSimulation,
  SavePricingConfigBody,
  TuitionQuote,
  TuitionQuoteBody,
} from '@springboard/contract/pricing';
import { toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, programSlots, programs } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { nextDay, type LineDraft as TuitionLine, type Period } from './tuition.js';
import {
  familiesLines,
  familyClasses,
  familyTuitionLines,
  loadClubPricing,
  periodContaining,
  tuitionTitle,
  sumCents,
  tiersOf,
  withConfig,
  billingMonths,
  type ClubPricing,
  type FamilyClass,
} from './tuition.service.js';

const periodView = (p: { start: string; end: string; name: string }) => ({ start: p.start, end: p.end, name: p.name });

export async function familyTuition(tx: Tx, membershipId: string, today: string): Promise<FamilyTuition> {
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  const period = periodContaining(today);
  const { lines } = await familyTuitionLines(tx, membershipId, period);
  const title = tuitionTitle(period);
  return {
    membership_id: membershipId,
    period: periodView(period),
    lines: lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      description_text: l.descriptionText,
      athlete_id: l.athleteId,
      amount: toDollars(l.amountCents),
    })),
    total: toDollars(sumCents(lines)),
    // The title only: the invoice keeps the lines, each written in its reader's language.
    description: title.english,
    description_text: title.text,
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
    new Map(
      familiesLines(pricing, classes, [], period).map((f) => [f.membershipId, { name: f.familyName, cents: sumCents(f.lines) }]),
    );
  const before = totals(now, ids.length ? await familyClasses(tx, now, ids) : []);
  const after = totals(next, ids.length ? await familyClasses(tx, next, ids) : []);
  const families = [...before.entries()]
    .map(([id, b]) => {
      const a = after.get(id)?.cents ?? 0;
      return {
        membership_id: id,
        family_name: b.name,
        before: toDollars(b.cents),
        after: toDollars(a),
        difference: toDollars(a - b.cents),
      };
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

/** The classes chosen on a registration form, as the calculation reads them: athlete `i` of the
 *  form is athlete id String(i), every class starting on `startsOn`. 404 for an unknown slot. */
async function chosenClasses(
  tx: Tx,
  pricing: ClubPricing,
  athletes: readonly { name?: string; slot_ids: readonly string[] }[],
  startsOn: string,
): Promise<FamilyClass[]> {
  const ids = [...new Set(athletes.flatMap((a) => a.slot_ids))];
  const slots = ids.length
    ? await tx
        .select({
          id: programSlots.id,
          slotId: programSlots.slotId,
          label: programs.label,
          days: programSlots.days,
          times: programSlots.times,
          flatCents: programSlots.priceCents,
          programId: programs.id,
          durationHours: programs.durationHours,
        })
        .from(programSlots)
        .innerJoin(programs, eq(programs.id, programSlots.programId))
        .where(inArray(programSlots.id, ids))
    : [];
  if (slots.length !== ids.length) throw new AppError('NOT_FOUND', 'slot_not_found');
  return athletes.flatMap((a, i) =>
    a.slot_ids.map((slotId) => {
      const s = slots.find((x) => x.id === slotId)!;
      return {
        membershipId: 'quote',
        familyName: '',
        athleteId: String(i),
        athleteName: a.name?.trim() || `Athlete ${i + 1}`,
        slotId,
        program: s.label,
        slot: s.slotId,
        times: s.times,
        days: s.days,
        weeklyHours: s.durationHours * s.days.length,
        flatCents: s.flatCents,
        configKey: pricing.tiers.has(s.programId) ? s.programId : 'club',
        startsOn,
      };
    }),
  );
}

/** Registration's view of a month of the chosen classes (nothing is saved). */
export async function quoteTuition(tx: Tx, body: TuitionQuoteBody, today: string): Promise<TuitionQuote> {
  const pricing = await loadClubPricing(tx);
  const period = periodContaining(today);
  const classes = await chosenClasses(tx, pricing, body.athletes, period.start);
  const lines = familiesLines(pricing, classes, [], period)[0]?.lines ?? [];
  const unpriced = (i: number) =>
    classes.some((c) => c.athleteId === String(i) && c.flatCents === 0 && !tiersOf(pricing)(c.configKey));
  return {
    athletes: body.athletes.map((_, i) => ({
      monthly: toDollars(sumCents(lines.filter((l) => l.kind !== 'discount' && l.athleteId === String(i)))),
      priced: !unpriced(i),
    })),
    discounts: lines
      .filter((l) => l.kind === 'discount' && l.rule)
      .map((l) => ({
        rule: l.rule!.name,
        athlete: l.athleteId === null ? null : Number(l.athleteId),
        percent: l.rule!.bp === null ? null : l.rule!.bp / 100,
        amount: toDollars(l.amountCents),
      })),
    total: toDollars(sumCents(lines)),
  };
}

/**
 * The tuition a registration charges with its fee: the club's billing period containing the classes'
 * first day, prorated from that day (tiers, proration and family discounts as automatic invoicing
 * computes them). Athlete `i` of the form is athlete id String(i) in the lines.
 */
export async function firstPeriodTuition(
  tx: Tx,
  tenantId: string,
  athletes: readonly { name?: string; slot_ids: readonly string[] }[],
  startsOn: string,
): Promise<{ period: Period; lines: TuitionLine[] }> {
  const pricing = await loadClubPricing(tx);
  const period = periodContaining(startsOn, await billingMonths(tx, tenantId));
  const classes = await chosenClasses(tx, pricing, athletes, startsOn);
  return { period, lines: familiesLines(pricing, classes, [], period)[0]?.lines ?? [] };
}
