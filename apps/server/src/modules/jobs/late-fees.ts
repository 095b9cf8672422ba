// Late fees: when the club's settings apply them, an overdue invoice (invoices/invoice-status.ts)
// still unpaid more than `late_fee_days_before` days after its due date gets one late fee invoice (category late_fee, pointing at it): the pricing config's fixed
// amount, or its percentage of the invoice. Once per invoice (run_key `late:<invoice>`), whatever
// how often this runs; never a fee on a fee or on a payment record.
import { asc, eq, sql } from 'drizzle-orm';
import { clubSettings, pricingConfigs } from '../../db/schema.js';
import { markOverdue } from '../invoices/invoice-status.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';

export async function lateFeesOn(ctx: Pick<JobContext, 'run' | 'tenantId'>): Promise<boolean> {
  return ctx.run(async (tx) => {
    const [s] = await tx
      .select({ on: clubSettings.appliedLateFees })
      .from(clubSettings)
      .where(eq(clubSettings.tenantId, ctx.tenantId));
    return s?.on ?? false;
  });
}

export async function applyLateFees(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  const made = await ctx.run(async (tx) => {
    const [s] = await tx
      .select({ on: clubSettings.appliedLateFees })
      .from(clubSettings)
      .where(eq(clubSettings.tenantId, ctx.tenantId));
    if (!s?.on) return 0;
    // The club's own config (no program) first, as the pricing screens and registration read it.
    const [config] = await tx
      .select()
      .from(pricingConfigs)
      .orderBy(sql`${pricingConfigs.programId} is not null`, asc(pricingConfigs.createdAt))
      .limit(1);
    if (!config || config.lateFeeValue <= 0) return 0;
    // The same overdue as every screen and the reminders: the status, brought up to date first.
    await markOverdue(tx, ctx.today);
    const percent = config.lateFeeType === 'percentage';
    // Unpaid more than N days after the due date: due before today minus N.
    const dueBefore = addDays(ctx.today, -config.lateFeeDaysBefore);
    const fee = percent
      ? sql`round(i.amount_cents * ${config.lateFeeValue}::numeric / 10000)::int`
      : sql`${config.lateFeeValue}::int`;
    const res = await tx.execute(sql`
      insert into invoices (tenant_id, membership_id, athlete_id, amount_cents, description, due_date, status, category, parent_invoice_id, run_key)
      select i.tenant_id, i.membership_id, i.athlete_id, ${fee}, 'Late fee for invoice - ' || i.id, ${ctx.today}::date,
             'pending', 'late_fee', i.id, 'late:' || i.id
      from invoices i
      where i.status = 'overdue' and i.post_status is null
        and i.category not in ('late_fee', 'charge') and i.amount_cents > 0
        and i.due_date < ${dueBefore}::date
        and ${fee} > 0
      on conflict do nothing`);
    return res.rowCount ?? 0;
  });
  out.add('late_fees', made);
  return { counts: out.counts, failures: out.failures };
}
