// Scheduled work (00-decisions.md §5; documents 02 §4 "Automatic charging", §7): the automatic
// charge calls of 02 §7 and the admin's view of the club's jobs (when each last ran, what it did,
// when it is next due) with "run now". Admins only, for their own club.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';

export const JOB_NAMES = [
  'autopay',
  'annual-fee',
  'auto-invoice',
  'late-fees',
  'membership-expiry',
  'abandoned-payments',
] as const;
export const jobName = z.enum(JOB_NAMES);
export type JobName = z.infer<typeof jobName>;

/** What a run counts; every job reports the ones that apply to it. */
export const COUNT_KEYS = [
  'charged',
  'declined',
  'no_card',
  'skipped',
  'failed',
  'invoiced',
  'late_fees',
  'renewed',
  'expired',
  'refunded',
] as const;
export type CountKey = (typeof COUNT_KEYS)[number];
export const jobCounts = z.partialRecord(z.enum(COUNT_KEYS), z.number().int().min(0));
export type JobCounts = z.infer<typeof jobCounts>;

/** An item a run could not do (a declined card, no card on file, a provider that did not answer). */
export const jobFailure = z.object({
  invoice_id: z.string().nullable(),
  membership_id: z.string().nullable(),
  family: z.string().nullable(),
  reason: z.string(),
});
export type JobFailure = z.infer<typeof jobFailure>;

export const jobRun = z.object({
  id: z.string(),
  job: jobName,
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(['running', 'done', 'failed']),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  counts: jobCounts,
  failures: z.array(jobFailure),
  error: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRun>;

export const jobStatus = z.object({
  job: jobName,
  /** daily | every_15_minutes | auto_invoice (the settings' frequency, day and time) */
  cadence: z.enum(['daily', 'every_15_minutes', 'auto_invoice']),
  /** False when the club's settings switch the work off (automatic invoicing, late fees). */
  enabled: z.boolean(),
  /** When it next runs on its own; null for automatic invoicing while it is off. */
  next_run_at: z.string().nullable(),
  last_run: jobRun.nullable(),
});
export type JobStatus = z.infer<typeof jobStatus>;

/** What POST /payments/charge-automatic(-annual-fee) did. */
export const automaticChargeResult = z.object({ run_id: z.string(), counts: jobCounts, failures: z.array(jobFailure) });

export const JOB_MESSAGES = {
  ran: 'Job finished',
  failed: 'The job stopped with an error',
  charged: 'Automatic charge finished',
  annualFeeCharged: 'Annual fee charge finished',
} as const;

const tags = ['jobs'];
const jobParams = z.object({ job: jobName });

export const jobOperations = {
  chargeAutomatic: defineOperation({
    method: 'POST',
    path: '/api/payments/charge-automatic',
    access: access.admin,
    response: automaticChargeResult,
    description:
      "Charges now, with each family's saved card, every unpaid invoice that is due of the club's families with autopay on (the daily job, run now). Families without autopay are never charged; each invoice is charged at most once however often this runs, on however many processes.",
    tags: ['payments'],
  }),
  chargeAutomaticAnnualFee: defineOperation({
    method: 'POST',
    path: '/api/payments/charge-automatic-annual-fee',
    access: access.admin,
    response: automaticChargeResult,
    description:
      'Makes the annual fee invoices of memberships ending within 30 days and charges those due of families with autopay on (the annual fee job, run now); a paid annual fee renews the membership for a year.',
    tags: ['payments'],
  }),
  list: defineOperation({
    method: 'GET',
    path: '/api/jobs',
    access: access.admin,
    response: z.array(jobStatus),
    description: "The club's scheduled jobs: when each last ran and what it did, and when it is next due.",
    tags,
  }),
  runNow: defineOperation({
    method: 'POST',
    path: '/api/jobs/:job/run',
    access: access.admin,
    params: jobParams,
    response: jobRun,
    description: "Runs the job now for the admin's club and answers what it did. Its schedule is unchanged.",
    tags,
  }),
};
