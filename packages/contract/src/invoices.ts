// Invoices: amounts in dollars here (the API's unit), integer cents inside the server.
import { say } from './messages.js';
import { z } from 'zod';
import { VOID_PAYMENT_CHOICES } from './credits.js';
import { defineList, listQuery } from './lists.js';
import { isoDate, requiredText } from './memberships.js';
import { invoiceLine } from './invoice-lines.js';
import { recordText } from './record-texts.js';

/** cancelled is the voided state: an invoice voided with a reason (void_reason); its payments stay. */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Where an invoice came from: registration fee, staff (manual), auto-invoicing, late fee, annual
 *  fee, an enrolment. */
export const INVOICE_CATEGORIES = ['registration', 'manual', 'auto', 'late_fee', 'annual_fee', 'enrollment'] as const;
export type InvoiceCategory = (typeof INVOICE_CATEGORIES)[number];

export const INVOICE_DELETED_MESSAGE = 'Invoice Deleted';
/** DELETE of an invoice a succeeded payment points at: refused (409), the payment stays linked. */
export const INVOICE_HAS_PAYMENT_MESSAGE = say('invoice_has_payment');
export const INVOICE_VOIDED_MESSAGE = 'Invoice voided';

const dollars = z
  .number({ error: (iss) => (iss.input === undefined ? say('required') : say('must_be_number')) })
  .finite()
  .min(0, say('not_negative'))
  .max(1_000_000, say('too_large'));

export const createInvoiceBody = z.object({
  membershipId: z.string().uuid(),
  athleteId: z.string().uuid().nullish(),
  amount: dollars,
  description: requiredText(500),
  /** Defaults to today. */
  dueDate: isoDate.optional(),
  /** Generate Invoice's "Use this month's tuition": a day of the month whose tuition the invoice
   *  bills. The invoice stores the calculation's lines (tuition per athlete, proration, discounts),
   *  whose total must be `amount` (400 tuition_total_changed naming amount otherwise); for a club
   *  invoicing monthly it is the family's invoice of that month, which automatic invoicing then skips
   *  (409 tuition_already_invoiced when that invoice exists). */
  tuition_month: isoDate.optional(),
  tenantId: z.string().optional(),
});
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

export const updateInvoiceBody = z.object({
  invoiceId: z.string().uuid(),
  amount: dollars,
  description: requiredText(500),
  dueDate: isoDate,
  status: z.enum(INVOICE_STATUSES),
  post_status: z.enum(['paid']).nullish(),
  tenantId: z.string().optional(),
});
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBody>;

/** Every list of invoices: newest due date first by default; `q` matches the family's name or
 *  e-mail, or the description. */
export const invoiceList = defineList({
  sort: ['due_date', 'amount', 'status', 'category', 'description', 'family', 'paid_at', 'created_at'],
  defaultSort: '-due_date',
  search: true,
  csv: 'invoices',
});
export const invoiceListQuery = listQuery(invoiceList);

/** GET /invoices/filtered/invoices (Invoice & Payment Management): every filter optional; the dates
 *  bound the due date, both inclusive. */
export const invoiceFilterQuery = invoiceListQuery
  .extend({
    status: z.enum(INVOICE_STATUSES).optional(),
    category: z.enum(INVOICE_CATEGORIES).optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: say('before_start_date'),
  });
/** The filters alone (the query also takes a list's page, sort and search). */
export type InvoiceFilterQuery = Pick<z.infer<typeof invoiceFilterQuery>, 'status' | 'category' | 'startDate' | 'endDate'>;

/** POST /payments/manual-invoice (generate-invoice page); answers data.invoiceId. */
export const manualInvoiceBody = createInvoiceBody;

/** POST /invoices/{id}/void (admins): the reason is kept and shown with the invoice. `payments`: keep
 *  the invoice's payments as paid (the default), refund them, or turn them into a family credit. */
export const voidInvoiceBody = z.object({ reason: requiredText(500), payments: z.enum(VOID_PAYMENT_CHOICES).default('keep') });

export const invoice = z.object({
  id: z.string().uuid(),
  /** The club's sequence number; shown as INV-000123 (invoiceNumberLabel). */
  number: z.number().int(),
  membership_id: z.string().uuid(),
  athlete_id: z.string().uuid().nullable(),
  athlete_name: z.string().nullable(),
  amount: z.number(),
  /** What is left to pay: the amount less its succeeded payments while pending or overdue; 0 once
   *  paid or voided. */
  amount_due: z.number(),
  /** The sum of its succeeded payments. */
  amount_paid: z.number(),
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText); absent: show `description`. */
  description_text: recordText.nullish(),
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  /** 'paid' when the status is paid (kept for the screens that read it), else null. */
  post_status: z.string().nullable(),
  category: z.string(),
  parent_invoice_id: z.string().uuid().nullable(),
  /** 'staff' when a staff member or admin created it, otherwise null. */
  isGeneratedBy: z.enum(['staff']).nullable(),
  paid_at: z.string().nullable(),
  /** Why it was voided (status cancelled), and when; null otherwise. */
  void_reason: z.string().nullable(),
  voided_at: z.string().nullable(),
  created_at: z.string(),
  membership: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
  /** What it is made of; the amounts add up to `amount`. */
  lines: z.array(invoiceLine),
});
export type Invoice = z.infer<typeof invoice>;
