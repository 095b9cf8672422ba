// Invoices: amounts in dollars here (the documents' unit), integer cents inside the server.
import { z } from 'zod';
import { isoDate, requiredText } from './memberships.js';

export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

const dollars = z
  .number({ error: (iss) => (iss.input === undefined ? 'is required' : 'must be a number') })
  .finite()
  .min(0, 'cannot be negative')
  .max(1_000_000, 'is too large');

export const createInvoiceBody = z.object({
  membershipId: z.string().uuid(),
  athleteId: z.string().uuid().nullish(),
  amount: dollars,
  description: requiredText(500),
  /** Defaults to today. */
  dueDate: isoDate.optional(),
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

/** POST /payments/manual-invoice (generate-invoice page); answers data.invoiceId. */
export const manualInvoiceBody = createInvoiceBody;

export const invoice = z.object({
  id: z.string().uuid(),
  membership_id: z.string().uuid(),
  athlete_id: z.string().uuid().nullable(),
  athlete_name: z.string().nullable(),
  amount: z.number(),
  description: z.string(),
  due_date: z.string(),
  status: z.enum(INVOICE_STATUSES),
  post_status: z.string().nullable(),
  category: z.string(),
  parent_invoice_id: z.string().uuid().nullable(),
  /** 'staff' when a staff member or admin created it, otherwise null. */
  isGeneratedBy: z.enum(['staff']).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  membership: z.object({ first_name: z.string(), last_name: z.string(), email: z.string() }),
});
export type Invoice = z.infer<typeof invoice>;
