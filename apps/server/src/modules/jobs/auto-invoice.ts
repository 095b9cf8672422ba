// Automatic invoicing: when the club's settings
// turn it on, each family with enrollments gets one invoice per billing period, at the settings'
// frequency (monthly, quarterly, annually), day (start or end of month) and time. The amount is the
// monthly price of each slot its athletes are enrolled in, times the months of the period. The
// invoice's run_key (`auto:<period>:<membership>`) makes it once per period however often this runs.
import { eq, sql } from 'drizzle-orm';
import { clubSettings } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import {
  lastInvoiceMoment,
  nextInvoiceMoment,
  type AutoInvoiceSettings,
  type BillingPeriod,
} from '../../platform/jobs/schedule-times.js';

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

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function periodName(p: BillingPeriod): string {
  const [year, month] = p.start.split('-').map(Number) as [number, number];
  if (p.months === 1) return `${MONTH_NAMES[month - 1]} ${year}`;
  if (p.months === 3) return `Q${Math.floor((month - 1) / 3) + 1} ${year}`;
  return String(year);
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
    const description = `Invoice for ${periodName(period)}`;
    const res = await tx.execute(sql`
      insert into invoices (tenant_id, membership_id, amount_cents, description, due_date, status, category, run_key)
      select m.tenant_id, m.id, sum(s.price_cents)::int * ${period.months}, ${description}, ${period.start}::date,
             'pending', 'auto', 'auto:' || ${period.label} || ':' || m.id
      from memberships m
      join enrollments e on e.membership_id = m.id
      join program_slots s on s.id = e.slot_id
      where m.expires_on is null or m.expires_on >= ${ctx.today}::date
      group by m.tenant_id, m.id
      having sum(s.price_cents) > 0
      on conflict do nothing`);
    return res.rowCount ?? 0;
  });
  out.add('invoiced', invoiced);
  return { counts: out.counts, failures: out.failures };
}
