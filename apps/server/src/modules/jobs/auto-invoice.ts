// Automatic invoicing: when the club's settings
// turn it on, each family with enrollments gets one invoice per billing period, at the settings'
// frequency (monthly, quarterly, annually), day (start or end of month) and time. The amount is the
// family's tuition for the period (modules/pricing/tuition.ts), the sum of its lines. The
// invoice's run_key (`auto:<period>:<membership>`) makes it once per period however often this runs.
import { eq, gte, isNull, or } from 'drizzle-orm';
import { clubSettings, memberships } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import {
  lastInvoiceMoment,
  nextInvoiceMoment,
  type AutoInvoiceSettings,
  type BillingPeriod,
} from '../../platform/jobs/schedule-times.js';
import {
  familiesLines,
  familyClasses,
  loadClubPricing,
  markCredited,
  pendingDrops,
  periodContaining,
  sumCents,
} from '../pricing/tuition.service.js';
import { recordTextOf } from '@springboard/contract/record-texts';

const FREQUENCIES = ['monthly', 'quarterly', 'annually'] as const;

export async function autoInvoiceSettings(
  tx: Tx,
  tenantId: string,
): Promise<(AutoInvoiceSettings & { enabled: boolean }) | null> {
  const [s] = await tx.select().from(clubSettings).where(eq(clubSettings.tenantId, tenantId));
  if (!s) return null;
  return {
    enabled: s.autoInvoiceEnabled,
    frequency: FREQUENCIES.find((f) => f === s.autoInvoiceFrequency) ?? 'monthly',
    day: s.autoInvoiceDay === 'end' ? 'end' : 'start',
    time: s.autoInvoiceTime,
  };
}

/** The next moment automatic invoicing makes invoices, or null while it is off. */
export async function nextAutoInvoiceAt(
  ctx: Pick<JobContext, 'run' | 'tenantId' | 'timeZone'>,
  after: Date,
): Promise<Date | null> {
  const s = await ctx.run((tx) => autoInvoiceSettings(tx, ctx.tenantId));
  return s?.enabled ? nextInvoiceMoment(s, after, ctx.timeZone) : null;
}

export async function autoInvoice(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  const invoiced = await ctx.run(async (tx) => {
    const s = await autoInvoiceSettings(tx, ctx.tenantId);
    if (!s?.enabled) return 0;
    // The latest moment that has come: after downtime, the period it bills is made late, once.
    const { period } = lastInvoiceMoment(s, ctx.now, ctx.timeZone);
    return invoicePeriod(tx, ctx.tenantId, period, ctx.today);
  });
  out.add('invoiced', invoiced);
  return { counts: out.counts, failures: out.failures };
}

/**
 * One invoice per family with tuition in the period (the calculation of modules/pricing: tiers,
 * proration, family discounts, and the credits of classes dropped before it). Its amount is the sum
 * of its lines; the run key makes it once per period, and a credit is marked carried only by the
 * invoice that was really made.
 */
export async function invoicePeriod(tx: Tx, tenantId: string, billing: BillingPeriod, today: string): Promise<number> {
  const period = periodContaining(billing.start, billing.months);
  const pricing = await loadClubPricing(tx);
  const live = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(or(isNull(memberships.expiresOn), gte(memberships.expiresOn, today)));
  const ids = live.map((m) => m.id);
  if (ids.length === 0) return 0;
  const classes = await familyClasses(tx, pricing, ids);
  const drops = await pendingDrops(tx, pricing, period.start, ids);
  let made = 0;
  for (const family of familiesLines(pricing, classes, drops, period)) {
    if (sumCents(family.lines) <= 0) continue;
    // A credit larger than the invoice waits for a later one.
    const withCredits = family.creditLines.length > 0 && sumCents([...family.lines, ...family.creditLines]) > 0;
    const lines = withCredits ? [...family.lines, ...family.creditLines] : family.lines;
    const id = await insertInvoice(tx, {
      tenantId,
      membershipId: family.membershipId,
      description: `Invoice for ${period.name}`,
      descriptionText: recordTextOf('invoice_for_period', { period_start: period.start, period_months: period.months }).text,
      dueDate: period.start,
      category: 'auto',
      runKey: `auto:${billing.label}:${family.membershipId}`,
      lines,
    });
    if (!id) continue;
    made++;
    if (withCredits) await markCredited(tx, family.credits, billing.label);
  }
  return made;
}
