// Late fees: when the club's settings apply them, an overdue invoice (invoices/invoice-status.ts)
// still unpaid more than `late_fee_days_before` days after its due date gets one late fee invoice
// (category late_fee, pointing at it, one late_fee line): the pricing config's fixed amount, or its
// percentage of the invoice. Once per invoice (run_key `late:<invoice>`), whatever how often this
// runs; never a fee on a fee.
import { asc, eq, sql } from 'drizzle-orm';
import { clubSettings, pricingConfigs } from '../../db/schema.js';
import { insertInvoice } from '../invoices/invoice-insert.js';
import { markOverdue } from '../invoices/invoice-status.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import { recordTextOf } from '@springboard/contract/record-texts';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';

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
    const late = await tx.execute<{ id: string; number: number; membership_id: string; athlete_id: string | null; fee: number }>(sql`
      select i.id, i.number, i.membership_id, i.athlete_id, ${fee} as fee
      from invoices i
      where i.status = 'overdue'
        and i.category <> 'late_fee' and i.amount_cents > 0
        and i.due_date < ${dueBefore}::date
        and ${fee} > 0
        and not exists (select 1 from invoices f where f.run_key = 'late:' || i.id)
      order by i.due_date, i.id`);
    let made = 0;
    for (const i of late.rows) {
      const description = `Late fee for invoice - ${i.id}`;
      const descriptionText = recordTextOf('late_fee', { invoice: invoiceNumberLabel(Number(i.number)) }).text;
      const id = await insertInvoice(tx, {
        tenantId: ctx.tenantId,
        membershipId: i.membership_id,
        athleteId: i.athlete_id,
        description,
        descriptionText,
        dueDate: ctx.today,
        category: 'late_fee',
        parentInvoiceId: i.id,
        runKey: `late:${i.id}`,
        lines: [{ kind: 'late_fee', description, descriptionText, athleteId: i.athlete_id, amountCents: Number(i.fee) }],
      });
      if (id) made++;
    }
    return made;
  });
  out.add('late_fees', made);
  return { counts: out.counts, failures: out.failures };
}
