// Automatic invoicing: when the club's settings
// turn it on, each family with enrollments gets one invoice per billing period, at the settings'
// frequency (monthly, quarterly, annually), day (start or end of month) and time. The amount is the
// monthly price of each slot its athletes are enrolled in, times the months of the period: one
// tuition line per enrolment. The invoice's run_key (`auto:<period>:<membership>`) makes it once per
// period however often this runs.
import { and, asc, eq, gt, isNull, or, gte, sql } from 'drizzle-orm';
import { athletes, clubSettings, enrollments, memberships, programSlots, programs } from '../../db/schema.js';
import type { Tx } from '../../db/tenant-tx.js';
import { insertInvoice, type LineDraft } from '../invoices/invoice-insert.js';
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
    const byFamily = new Map<string, LineDraft[]>();
    for (const e of await pricedEnrollments(tx, ctx.today)) {
      const lines = byFamily.get(e.membershipId) ?? [];
      lines.push({
        kind: 'tuition',
        description: `${e.athlete}: ${e.program} (${e.slot})`,
        athleteId: e.athleteId,
        amountCents: e.priceCents * period.months,
      });
      byFamily.set(e.membershipId, lines);
    }
    let made = 0;
    for (const [membershipId, lines] of byFamily) {
      const id = await insertInvoice(tx, {
        tenantId: ctx.tenantId,
        membershipId,
        description,
        dueDate: period.start,
        category: 'auto',
        runKey: `auto:${period.label}:${membershipId}`,
        lines,
      });
      if (id) made++;
    }
    return made;
  });
  out.add('invoiced', invoiced);
  return { counts: out.counts, failures: out.failures };
}

/** The priced enrolments of the families whose membership runs today, by family. */
function pricedEnrollments(tx: Tx, today: string) {
  return tx
    .select({
      membershipId: enrollments.membershipId,
      athleteId: enrollments.athleteId,
      athlete: sql<string>`${athletes.firstName} || ' ' || ${athletes.lastName}`,
      program: programs.label,
      slot: programSlots.slotId,
      priceCents: programSlots.priceCents,
    })
    .from(enrollments)
    .innerJoin(memberships, eq(memberships.id, enrollments.membershipId))
    .innerJoin(athletes, eq(athletes.id, enrollments.athleteId))
    .innerJoin(programSlots, eq(programSlots.id, enrollments.slotId))
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(and(or(isNull(memberships.expiresOn), gte(memberships.expiresOn, today)), gt(programSlots.priceCents, 0)))
    .orderBy(asc(enrollments.membershipId), asc(athletes.firstName), asc(enrollments.enrolledAt));
}
