// Payments and cards. Dollars in payment records, cents in payment intents and due payments.
import { say } from './messages.js';
import { z } from 'zod';
import { emailSchema } from './auth.js';
import { defineList, listQuery } from './lists.js';
import { isoDate } from './memberships.js';
import { paymentRefund } from './credits.js';
import { recordText } from './record-texts.js';

export const PAYMENT_METHODS = ['card', 'cash', 'check', 'other'] as const;
/** The ways staff accept a payment by hand (Accept Payment). */
export const OFFLINE_PAYMENT_METHODS = ['cash', 'check', 'other'] as const;
export const PAYMENT_SUCCESS_MESSAGE = 'Payment done successfully';
export const PAYMENT_NOT_COMPLETED = say('payment_not_completed');
export const NO_CARD_MESSAGE = say('no_card');
export const CASH_ACCEPTED_MESSAGE = 'Cash Payment accepted successfully!';
export const CARD_ACCEPTED_MESSAGE = 'Card Payment accepted successfully!';
export const CARD_UPDATED_MESSAGE = 'Card updated successfully!';
export const PAYMENTS_RETRIEVED_MESSAGE = 'Payments retrieved successfully';
/** 409 for a second payment of a settled invoice (cash, card, charge-manually, an intent). */
export const INVOICE_PAID_MESSAGE = say('invoice_paid');
/** 400 for an invoice of 0. */
export const NOTHING_TO_PAY_MESSAGE = say('nothing_to_pay');

/** succeeded | failed (a declined card charge, recorded with the provider's reason) | refunded */
export const PAYMENT_STATUSES = ['succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** POST /payments. For a card payment, transactionId is the payment intent the server created and
 *  the provider confirmed; for cash (staff and admin only) the server makes the transaction id. */
export const recordPaymentBody = z.object({
  membershipId: z.string().uuid(),
  invoiceId: z.string().uuid().nullish(),
  amount: z.number().finite().min(0),
  paymentMethod: z.enum(PAYMENT_METHODS),
  transactionId: z.string().max(200).nullish(),
  status: z.string().max(40).optional(),
  stripeCustomerId: z.string().max(200).nullish(),
  /** Accepted by hand: what staff note about it (a check number, who brought it). */
  note: z.string().trim().max(500).nullish(),
  tenant_id: z.string().optional(),
});
export type RecordPaymentBody = z.infer<typeof recordPaymentBody>;

export const payment = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  invoice_id: z.string().uuid().nullable(),
  amount: z.number(),
  payment_method: z.string(),
  provider: z.string(),
  transaction_id: z.string(),
  status: z.string(),
  /** Why a failed (declined) card charge failed, e.g. 'Your card was declined.'; null otherwise. */
  failure_reason: z.string().nullable(),
  /** Staff's note on a payment accepted by hand. */
  note: z.string().nullable(),
  /** The number of the invoice it pays (INV-000123 on screens), if any. */
  invoice_number: z.number().int().nullable(),
  stripe_customer_id: z.string().nullable(),
  payment_date: z.string(),
  /** What was given back of it (refunds that did not fail). */
  refunded: z.number(),
  /** Its refunds, oldest first (failed ones too). */
  refunds: z.array(paymentRefund),
});
export type Payment = z.infer<typeof payment>;

/** GET /payments/filtered/payments: every filter optional; the dates bound the payment date (UTC
 *  calendar day), both inclusive. */
/** Every list of payments: newest first by default; `q` matches the family's name or e-mail (with
 *  the family's payments: the transaction id). */
export const paymentList = defineList({
  sort: ['payment_date', 'amount', 'status', 'payment_method', 'family'],
  defaultSort: '-payment_date',
  search: true,
  csv: 'payments',
});
export const paymentListQuery = listQuery(paymentList);

export const paymentFilterQuery = paymentListQuery
  .extend({
    status: z.enum(PAYMENT_STATUSES).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: say('before_start_date'),
  });
/** The filters alone (the query also takes a list's page, sort and search). */
export type PaymentFilterQuery = Pick<z.infer<typeof paymentFilterQuery>, 'status' | 'startDate' | 'endDate'>;

/** A payment with its family's name (Invoice & Payment Management). */
export const paymentWithMember = payment.extend({
  membership: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type PaymentWithMember = z.infer<typeof paymentWithMember>;

export const createCustomerBody = z.object({ email: emailSchema });

/** With invoiceId the server charges that invoice's amount; without, the registration fee
 *  (pricing config and voucher). A client-sent amount never decides what is charged. */
export const createPaymentIntentBody = z.object({
  amount: z.number().int().min(0).optional(),
  customerId: z.string().max(200).nullish(),
  invoiceId: z.string().uuid().optional(),
  voucher_code: z.string().trim().max(40).optional(),
});
export const paymentIntentResult = z.object({
  clientSecret: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  /** Cents: what the card is charged, the card fee included. */
  amount: z.number().int(),
  /** Cents, an invoice's intent only: what is due on the invoice, and the card fee added to it. */
  amount_due: z.number().int().optional(),
  card_fee: z.number().int().optional(),
  provider: z.enum(['sandbox', 'stripe']),
});

export const savedCard = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
  /** The card charge-manually, autopay and the annual fee use. */
  is_default: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

export const applyDiscountBody = z.object({
  code: z.string().trim().min(1, say('required')).max(40),
  /** Dollars. */
  amount: z.number().finite().min(0),
  tenant_id: z.string().optional(),
});
export const discountResult = z.object({ finalAmount: z.number(), discount: z.number() });

export const duePayment = z.object({
  id: z.string().uuid(),
  /** The invoice's number (INV-000123 on screens). */
  number: z.number().int(),
  athlete_id: z.string().uuid().nullable(),
  membership_id: z.string().uuid(),
  member_name: z.string(),
  /** The family's e-mail: tells two families of the same name apart. */
  member_email: z.string(),
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText); absent: show `description`. */
  description_text: recordText.nullish(),
  /** Cents: what is left to pay (the whole amount unless partly paid). */
  amount: z.number().int(),
  due_date: z.string(),
  status: z.string(),
  payment_date: z.string().nullable(),
});
export type DuePayment = z.infer<typeof duePayment>;

/** Due Payments: the oldest due date first by default; `q` matches the family's name or e-mail. */
export const duePaymentList = defineList({
  sort: ['due_date', 'member_name', 'amount', 'description', 'status'],
  defaultSort: 'due_date',
  search: true,
  csv: 'due-payments',
  rowsAt: 'duePayments',
});

/** POST /payments/update-card: a SetupIntent for the family's customer; the browser confirms it
 *  (Stripe Elements confirmCardSetup, or POST /payments/sandbox/confirm with the sandbox) and then
 *  sends the new card's id to update-payment-method. */
export const updateCardBody = z.object({ stripeCustomerId: z.string().trim().min(1, say('required')).max(200) });
export const updateCardResult = z.object({
  clientSecret: z.string(),
  setupIntentId: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});
/** POST /payments/update-payment-method: makes a card of the family's customer the saved card. */
export const updatePaymentMethodBody = z.object({
  stripeCustomerId: z.string().trim().min(1, say('required')).max(200),
  paymentMethodId: z.string().trim().min(1, say('required')).max(200),
});

export const chargeInvoiceBody = z.object({ invoiceId: z.string().uuid() });
export const chargeResult = z.object({ invoice_id: z.string().uuid(), payment_id: z.string().uuid(), amount: z.number() });

export const sandboxConfirmBody = z.object({
  client_secret: z.string().min(1).max(200),
  card_number: z.string().trim().min(1, say('required')).max(30),
  exp_month: z.coerce.number().int().min(1, say('month_range')).max(12, say('month_range')),
  exp_year: z.coerce.number().int().min(0).max(9999),
  cvc: z.string().trim().min(1, say('required')).max(4),
  name: z.string().trim().max(200).optional(),
});
export type SandboxConfirmBody = z.infer<typeof sandboxConfirmBody>;
export const sandboxConfirmResult = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  error: z.string().optional(),
  /** For a confirmed setup (update-card) client secret: the new card, to send to update-payment-method. */
  payment_method: z.string().optional(),
});
