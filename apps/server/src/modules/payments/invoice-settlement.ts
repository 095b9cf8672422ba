// Settling an invoice: the payment, the invoice marked paid (status and
// post_status), and the charge invoice "Charged Payment for invoice - {id}" marked paid, together.
import { eq } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import type { Payment } from '@springboard/contract/payments';
import type { Tx } from '../../db/tenant-tx.js';
import { invoices, payments } from '../../db/schema.js';
import { todayUtc, type InvoiceRow } from '../invoices/invoices.service.js';

export type PaymentFacts = {
  method: 'card' | 'cash';
  /** sandbox | stripe | cash */
  provider: string;
  transactionId: string;
  customerId: string | null;
  recordedBy: string | null;
};

/** Call with the invoice row locked (lockInvoice) and known to be unpaid. Returns the payment id. */
export async function settleInvoice(tx: Tx, tenantId: string, invoice: InvoiceRow, p: PaymentFacts): Promise<string> {
  const [pay] = await tx
    .insert(payments)
    .values({
      tenantId,
      membershipId: invoice.membershipId,
      invoiceId: invoice.id,
      amountCents: invoice.amountCents,
      paymentMethod: p.method,
      provider: p.provider,
      transactionId: p.transactionId,
      status: 'succeeded',
      providerCustomerId: p.customerId,
      recordedBy: p.recordedBy,
    })
    .returning({ id: payments.id });
  const now = new Date();
  await tx
    .update(invoices)
    .set({ status: 'paid', postStatus: 'paid', paidAt: now, updatedAt: now })
    .where(eq(invoices.id, invoice.id));
  await tx.insert(invoices).values({
    tenantId,
    membershipId: invoice.membershipId,
    athleteId: invoice.athleteId,
    amountCents: invoice.amountCents,
    description: `Charged Payment for invoice - ${invoice.id}`,
    dueDate: todayUtc(),
    status: 'paid',
    category: 'charge',
    parentInvoiceId: invoice.id,
    generatedBy: p.recordedBy,
    paidAt: now,
  });
  return pay!.id;
}

export function toPayment(r: typeof payments.$inferSelect): Payment {
  return {
    id: r.id,
    membership_id: r.membershipId,
    invoice_id: r.invoiceId,
    amount: toDollars(r.amountCents),
    payment_method: r.paymentMethod,
    provider: r.provider,
    transaction_id: r.transactionId,
    status: r.status,
    failure_reason: r.failureReason,
    stripe_customer_id: r.providerCustomerId,
    payment_date: r.paymentDate.toISOString(),
  };
}

export async function getPayment(tx: Tx, id: string): Promise<Payment> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id));
  return toPayment(row!);
}

