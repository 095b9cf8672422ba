// What an invoice is made of: its lines, whose amounts add up to the invoice's amount. A discount or
// a credit applied is a negative line. Amounts in dollars here, integer cents in the server.
import { z } from 'zod';
import { recordText } from './record-texts.js';

export const INVOICE_LINE_KINDS = [
  'tuition',
  'registration_fee',
  'discount',
  'proration',
  'card_fee',
  'tax',
  'late_fee',
  'credit_applied',
  'manual',
] as const;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];

export const invoiceLine = z.object({
  id: z.string().uuid(),
  kind: z.enum(INVOICE_LINE_KINDS),
  description: z.string(),
  /** The description as a code for the reader's language (writeRecordText); absent: show `description`. */
  description_text: recordText.nullish(),
  athlete_id: z.string().uuid().nullable(),
  athlete_name: z.string().nullable(),
  /** Dollars; negative for a discount or a credit. */
  amount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** The number people read and say: INV-000123 (at least six digits). */
export function invoiceNumberLabel(n: number): string {
  return `INV-${String(n).padStart(6, '0')}`;
}
