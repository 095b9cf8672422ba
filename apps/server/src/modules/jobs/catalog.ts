// The server's scheduled jobs: what each does and when it is next due. Each runs per club;
// platform/jobs/job-runner.ts claims due (job, club) pairs from job_schedule and runs them.
import { refundAbandonedRegistrationPayments } from './abandoned-payments.js';
import { chargeAnnualFees } from '../payments/automatic-annual-fee.js';
import { chargeAutopayInvoices } from '../payments/automatic-charge.js';
import { autoInvoice, autoInvoiceSettings, nextAutoInvoiceAt } from './auto-invoice.js';
import type { JobDef } from '../../platform/jobs/job-context.js';
import type { PaymentJobContext } from '../payments/payment-job-context.js';
import { applyLateFees, lateFeesOn } from './late-fees.js';
import { expireMemberships } from './membership-expiry.js';
import { flagOverdueInvoices } from './overdue-invoices.js';
import { invoiceRemindersOn, sendInvoiceReminders } from './invoice-reminders.js';
import { sendWaitlistOffers } from './waitlist-offers.js';
import { checkReconciliation } from './reconciliation-check.js';
import { sendSkillsDigests } from './skills-digest.js';

/** The automatic charge interval: 24 hours. */
export const DAY_MS = 86_400_000;
export const QUARTER_HOUR_MS = 15 * 60 * 1000;
export const WEEK_MS = 7 * DAY_MS;

/** What a run of the server's jobs gets: the core context and the club's payment provider. */
export type ClubJobContext = PaymentJobContext;

/** Every `everyMs` from the due time, skipping the slots missed while no server ran. */
function every(everyMs: number) {
  return async (ctx: ClubJobContext, dueAt: Date) => {
    let next = dueAt.getTime() + everyMs;
    while (next <= ctx.now.getTime()) next += everyMs;
    return new Date(next);
  };
}

const always = async () => true;

export const JOBS: readonly JobDef<ClubJobContext>[] = [
  { name: 'autopay', cadence: 'daily', work: (ctx) => chargeAutopayInvoices(ctx), nextRunAt: every(DAY_MS), enabled: always },
  { name: 'annual-fee', cadence: 'daily', work: chargeAnnualFees, nextRunAt: every(DAY_MS), enabled: always },
  {
    name: 'auto-invoice',
    cadence: 'auto_invoice',
    work: autoInvoice,
    // At the settings' next moment; at least every quarter hour, so changed settings are picked up.
    nextRunAt: async (ctx) => {
      const moment = await nextAutoInvoiceAt(ctx, ctx.now);
      const soon = ctx.now.getTime() + QUARTER_HOUR_MS;
      return new Date(moment ? Math.min(moment.getTime(), soon) : soon);
    },
    enabled: async (ctx) => (await ctx.run((tx) => autoInvoiceSettings(tx, ctx.tenantId)))?.enabled ?? false,
  },
  // Every quarter hour, so an invoice reads overdue soon after the club's day turns.
  {
    name: 'overdue-invoices',
    cadence: 'every_15_minutes',
    work: flagOverdueInvoices,
    nextRunAt: every(QUARTER_HOUR_MS),
    enabled: always,
  },
  { name: 'late-fees', cadence: 'daily', work: applyLateFees, nextRunAt: every(DAY_MS), enabled: lateFeesOn },
  {
    name: 'invoice-reminders',
    cadence: 'daily',
    work: sendInvoiceReminders,
    nextRunAt: every(DAY_MS),
    enabled: invoiceRemindersOn,
  },
  { name: 'membership-expiry', cadence: 'daily', work: expireMemberships, nextRunAt: every(DAY_MS), enabled: always },
  {
    name: 'abandoned-payments',
    cadence: 'every_15_minutes',
    work: refundAbandonedRegistrationPayments,
    nextRunAt: every(QUARTER_HOUR_MS),
    enabled: always,
  },
  {
    name: 'waitlist-offers',
    cadence: 'every_15_minutes',
    work: sendWaitlistOffers,
    nextRunAt: every(QUARTER_HOUR_MS),
    enabled: always,
  },
  // Once a day: the club's card payments and refunds against the payment provider's records.
  { name: 'reconciliation', cadence: 'daily', work: checkReconciliation, nextRunAt: every(DAY_MS), enabled: always },
  // Once a week: each family that asked for it gets the skills its athletes mastered since the last one.
  { name: 'skills-digest', cadence: 'weekly', work: sendSkillsDigests, nextRunAt: every(WEEK_MS), enabled: always },
];
