// Refunds of payments, family credits and a family's statement. Dollars at the API edge.
import { z } from 'zod';
import { say } from './messages.js';
import { defineList, listQuery } from './lists.js';
import { isoDate, requiredText } from './memberships.js';
import { recordText } from './record-texts.js';

const positiveDollars = z
  .number({ error: (iss) => (iss.input === undefined ? say('required') : say('must_be_number')) })
  .finite()
  .gt(0, say('must_be_positive'))
  .max(1_000_000, say('too_large'));

/** POST /payments/{id}/refund. Without amount: all that is left to refund. `idempotency_key`: the same
 *  key answers the refund it made (a retried or doubled request refunds once). */
export const refundPaymentBody = z.object({
  amount: positiveDollars.optional(),
  reason: requiredText(500),
  idempotency_key: z
    .string()
    .trim()
    .min(8, say('too_short', { min: 8 }))
    .max(100, say('too_long', { max: 100 }))
    .optional(),
});
export type RefundPaymentBody = z.infer<typeof refundPaymentBody>;

/** provider: given back through the payment provider (a card payment); cash_out: paid out by hand. */
export const REFUND_METHODS = ['provider', 'cash_out'] as const;
/** A pending refund counts as given back; a failed one gave nothing back. */
export const REFUND_STATUSES = ['succeeded', 'pending', 'failed'] as const;

export const paymentRefund = z.object({
  id: z.string().uuid(),
  payment_id: z.string().uuid(),
  amount: z.number(),
  method: z.enum(REFUND_METHODS),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  created_at: z.string(),
});
export type PaymentRefund = z.infer<typeof paymentRefund>;

/** POST /memberships/{id}/credits. */
export const giveCreditBody = z.object({ amount: positiveDollars, reason: requiredText(500) });
export type GiveCreditBody = z.infer<typeof giveCreditBody>;

/** manual: given by staff; referral: a family it referred paid; refund: a refund as credit; void: the
 *  payments of a voided invoice. */
export const CREDIT_SOURCES = ['manual', 'referral', 'refund', 'void'] as const;
export type CreditSource = (typeof CREDIT_SOURCES)[number];

export const familyCredit = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  amount: z.number(),
  /** What is left to use (the amount less what invoices that are not void used). */
  remaining: z.number(),
  reason: z.string(),
  /** The reason as a code for the reader's language (writeRecordText); absent: show `reason`. */
  reason_text: recordText.nullish(),
  source: z.enum(CREDIT_SOURCES),
  /** The voided invoice whose payments a void credit holds. */
  invoice_id: z.string().uuid().nullable(),
  created_at: z.string(),
});
export type FamilyCredit = z.infer<typeof familyCredit>;

export const familyCredits = z.object({
  /** Newest first. */
  credits: z.array(familyCredit),
  /** The sum of what is left to use. */
  unused: z.number(),
});

/** invoice: issued (minus its amount before credits); payment (plus); refund of a payment (minus);
 *  credit given (plus); void: a voided invoice no longer owed (plus what was still due on it and the
 *  credit it had used, which is free again). */
export const STATEMENT_KINDS = ['invoice', 'payment', 'refund', 'credit', 'void'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];

export const statementEntry = z.object({
  date: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  /** INV-000123 for an invoice and its void; the paid invoice's for a payment or refund. */
  invoice_number: z.number().int().nullable(),
  /** The invoice's description, a payment's method (card, cash, check, other), a refund's, credit's
   *  or void's reason. */
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText); absent: show `description`. */
  description_text: recordText.nullish(),
  /** How the entry moves the balance: minus what the family owes more, plus what it paid or was given. */
  amount: z.number(),
  /** For an invoice: how much of the family's credits paid it (moves nothing: the invoice's amount
   *  counts in full, the credit was counted when given). */
  credit_used: z.number().nullable(),
  /** The balance after it. */
  balance: z.number(),
});
export type StatementEntry = z.infer<typeof statementEntry>;

/** A family's statement; ?format=csv answers its entries as CSV. */
export const statementList = defineList({
  sort: ['date'],
  defaultSort: 'date',
  search: false,
  csv: 'statement',
  rowsAt: 'entries',
});

/** GET /memberships/{id}/statement: the club's calendar days (in its time zone), both inclusive.
 *  Defaults: `to` the club's today, `from` the first day of `to`'s month two months before. */
export const statementQuery = listQuery(statementList)
  .extend({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: say('before_from_date') });

export const statement = z.object({
  membership_id: z.string().uuid(),
  family_name: z.string(),
  from: z.string(),
  to: z.string(),
  /** Credits not used minus what is unpaid, at the start of `from`; negative: the family owes. */
  opening_balance: z.number(),
  closing_balance: z.number(),
  entries: z.array(statementEntry),
});
export type Statement = z.infer<typeof statement>;

/** How POST /invoices/{id}/void treats the invoice's payments: keep them (as paid); refund them (by
 *  card through the provider, by hand otherwise); or turn them into a credit for the family. */
export const VOID_PAYMENT_CHOICES = ['keep', 'refund', 'credit'] as const;
