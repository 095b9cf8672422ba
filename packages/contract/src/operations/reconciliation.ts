// Reconciliation: the club's recorded card payments and refunds checked against the payment
// provider's own records of the last days (a daily job, and "Check now"): money the provider took or
// gave back that the club never recorded (each can be recorded from here), and records with no
// matching charge or refund at the provider, or another amount. Admins only, for their own club.
import { z } from 'zod';
import { say } from '../messages.js';
import { access, defineOperation } from '../operation.js';

/** How many days back each check compares the provider's charges and refunds with the records. */
export const RECONCILIATION_WINDOW_DAYS = 7;

export const RECONCILIATION_KINDS = [
  /** Taken at the provider, never recorded as a payment: "Record it". */
  'charge_not_recorded',
  /** Given back at the provider, never recorded as a refund: "Record it". */
  'refund_not_recorded',
  /** A recorded card payment the provider has no succeeded charge for. */
  'payment_not_at_provider',
  /** A recorded provider refund the provider has no refund for. */
  'refund_not_at_provider',
  /** A charge recorded for another amount than the provider took. */
  'charge_amount_differs',
  /** A refund recorded for another amount than the provider gave back. */
  'refund_amount_differs',
] as const;
export type ReconciliationKind = (typeof RECONCILIATION_KINDS)[number];

export const reconciliationItem = z.object({
  id: z.string(),
  kind: z.enum(RECONCILIATION_KINDS),
  /** The provider's payment intent (the card payment's transaction id). */
  intent_id: z.string(),
  provider_refund_id: z.string().nullable(),
  /** Dollars the provider took or gave back; null when the provider has none. */
  provider_amount: z.number().nullable(),
  /** Dollars the club recorded; null when it recorded none. */
  recorded_amount: z.number().nullable(),
  occurred_at: z.string(),
  membership_id: z.string().nullable(),
  /** The family's name, when known. */
  family: z.string().nullable(),
  invoice_id: z.string().nullable(),
  invoice_number: z.number().int().nullable(),
  payment_id: z.string().nullable(),
  /** True when "Record it" can record it now: a charge whose family is known, a refund whose payment is recorded. */
  recordable: z.boolean(),
});
export type ReconciliationItem = z.infer<typeof reconciliationItem>;

export const reconciliationCheck = z.object({
  id: z.string(),
  trigger: z.enum(['schedule', 'manual']),
  status: z.enum(['running', 'done', 'failed']),
  provider: z.string(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** The start of the window compared. */
  since: z.string(),
  window_days: z.number().int(),
  /** For a failed check: the catalogue code of why. */
  error: z.string().nullable(),
});

export const reconciliation = z.object({
  /** The days each check looks back (RECONCILIATION_WINDOW_DAYS). */
  window_days: z.number().int(),
  /** True while a check is running. */
  running: z.boolean(),
  /** The last finished check (done or failed); null before the first. */
  last_check: reconciliationCheck.nullable(),
  /** What the last check found and is still open (a recorded one is gone). */
  items: z.array(reconciliationItem),
  counts: z.object({
    charges_not_recorded: z.number().int(),
    refunds_not_recorded: z.number().int(),
    not_matching: z.number().int(),
  }),
});
export type Reconciliation = z.infer<typeof reconciliation>;

const itemParams = z.object({ id: z.string().uuid(say('bad_id')) });
const tags = ['payments'];

export const reconciliationOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/api/billing/reconciliation',
    access: access.admin,
    response: reconciliation,
    description:
      "The club's last reconciliation check (when, the window in days, by the schedule or an admin, done or failed) and what it found that is still open: charges and refunds made at the payment provider that were never recorded, and recorded card payments and refunds the provider has no match for (or another amount). Amounts in dollars. Reads the stored check; never calls the provider.",
    tags,
  }),
  check: defineOperation({
    method: 'POST',
    path: '/api/billing/reconciliation/check',
    access: access.admin,
    response: reconciliation,
    errors: [502],
    description:
      "Checks now: reads the provider's succeeded charges and refunds of the window and compares them with the club's records, keeps the result and answers it as GET does. 409 while another check of the club is running; 502 when the provider does not answer (the check is kept as failed).",
    tags,
  }),
  record: defineOperation({
    method: 'POST',
    path: '/api/billing/reconciliation/items/:id/record',
    access: access.admin,
    params: itemParams,
    response: reconciliation,
    errors: [502],
    description:
      "Records what the provider did and the club did not: a charge becomes a card payment of the invoice its payment intent names (while that invoice still owes at least its amount), else a payment on the family's account; a refund becomes a refund of its recorded payment. Once only: recording again, or a payment recorded meanwhile, records nothing more. The provider is asked again first. 404 for another club's or an unknown item; 409 for an item that cannot be recorded (no family known, the refund's payment not recorded yet).",
    tags,
  }),
};
