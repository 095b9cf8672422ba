// Scheduled work (docs/decisions/0009-job-queue.md): the automatic charge calls and the admin's view
// of the club's jobs (when each last ran, what it did, when it is next due) with "run now". Admins only, for their own club.
import { say } from '../messages.js';
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';

export const JOB_NAMES = [
  'autopay',
  'annual-fee',
  'auto-invoice',
  'overdue-invoices',
  'late-fees',
  'invoice-reminders',
  'membership-expiry',
  'abandoned-payments',
  'waitlist-offers',
  'reconciliation',
  'skills-digest',
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
  'offered',
  'overdue',
  'reminded',
  'mismatches',
  'digests',
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
  /** daily | every_15_minutes | auto_invoice (the settings' frequency, day and time) | weekly */
  cadence: z.enum(['daily', 'every_15_minutes', 'auto_invoice', 'weekly']),
  /** False when the club's settings switch the work off (automatic invoicing, late fees). */
  enabled: z.boolean(),
  /** When it next runs on its own; null for automatic invoicing while it is off. */
  next_run_at: z.string().nullable(),
  last_run: jobRun.nullable(),
});
export type JobStatus = z.infer<typeof jobStatus>;

/** What POST /payments/charge-automatic(-annual-fee) did. */
export const automaticChargeResult = z.object({ run_id: z.string(), counts: jobCounts, failures: z.array(jobFailure) });

/** One invoice the automatic charge would charge now, with the family's card as the run would find it. */
export const autopayPreviewInvoice = z.object({
  invoice_id: z.string(),
  membership_id: z.string(),
  family: z.string(),
  description: z.string(),
  due_date: z.string(),
  /** Dollars. */
  amount: z.number(),
  /** on_file: charged; none: not charged, the family is e-mailed; declined: declined on this card before, not tried again. */
  card: z.enum(['on_file', 'none', 'declined']),
});
export type AutopayPreviewInvoice = z.infer<typeof autopayPreviewInvoice>;

/** GET /payments/charge-automatic/preview: what the automatic charge would do now, charging nothing. */
export const autopayPreview = z.object({
  /** The preview as the server keeps it (its invoices, amounts and charge attempts): the previewed
   *  run charges exactly these, and only on the day of the preview. */
  preview_id: z.string(),
  /** The club's day the due dates are compared with. */
  as_of: z.string(),
  invoices: z.array(autopayPreviewInvoice),
  count: z.number().int().min(0),
  /** Dollars, every invoice listed. */
  total: z.number(),
  /** The invoices with a card to charge, and their total in dollars. */
  chargeable_count: z.number().int().min(0),
  chargeable_total: z.number(),
});
export type AutopayPreview = z.infer<typeof autopayPreview>;

/** At most this many invoices in one preview and one previewed run (the automatic charge's batch). */
export const AUTOPAY_PREVIEW_MAX = 500;

export const chargePreviewedBody = z.object({
  preview_id: z.string({ error: say('preview_id_required') }).uuid(say('preview_id_format')),
});
export type ChargePreviewedBody = z.infer<typeof chargePreviewedBody>;

/** Why a previewed invoice was not charged: paid or cancelled (or deleted) since the preview, its
 *  amount changed (or it was reopened), or no longer due (due date moved later, autopay turned off). */
export const PREVIEW_SKIP_REASONS = ['paid', 'changed', 'not_due'] as const;
export type PreviewSkipReason = (typeof PREVIEW_SKIP_REASONS)[number];

/** What the previewed run did: the run's counts, how many invoices the preview held, and how many of
 *  them were left alone, by reason. An invoice not in the preview is never charged by it. */
export const chargePreviewedResult = automaticChargeResult.extend({
  previewed: z.number().int().min(0),
  skipped: z.record(z.enum(PREVIEW_SKIP_REASONS), z.number().int().min(0)),
});
export type ChargePreviewedResult = z.infer<typeof chargePreviewedResult>;

export const JOB_MESSAGES = {
  ran: 'Job finished',
  failed: 'The job stopped with an error',
  charged: 'Automatic charge finished',
  annualFeeCharged: 'Annual fee charge finished',
  previewed: 'Previewed invoices charged',
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
  previewAutomatic: defineOperation({
    method: 'GET',
    path: '/api/payments/charge-automatic/preview',
    access: access.admin,
    response: autopayPreview,
    description:
      'Lists, without charging, the invoices the automatic charge would charge now (the same selection the daily job uses): unpaid, due by today, of families with autopay on, with their total. The server keeps the preview (each invoice with its amount) under the answered preview id.',
    tags: ['payments'],
  }),
  chargePreviewed: defineOperation({
    method: 'POST',
    path: '/api/payments/charge-automatic/previewed',
    access: access.admin,
    body: chargePreviewedBody,
    response: chargePreviewedResult,
    description:
      "Runs the automatic charge on exactly the invoices of the preview (`preview_id`, made today): each is charged (at most once) if it is still due with the amount previewed; one paid or cancelled, changed or no longer due since is skipped and counted by reason. An invoice made after the preview is never charged by it. 404 for another club's or an unknown preview, 409 for one of an earlier day. Recorded as a run of the autopay job.",
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
