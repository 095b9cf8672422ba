// A payment settles the invoice it pays: the payment row points at the invoice, the invoice's
// paid_cents grows by it, and the invoice is paid once they cover its amount. A partial payment
// leaves the rest due. Nothing else is written (no second invoice) but the family's receipt, queued
// in the same transaction.
import { asc, eq } from 'drizzle-orm';
import { INVOICE_LINE_KINDS } from '@springboard/contract/invoice-lines';
import { toDollars } from '@springboard/contract/money';
import type { Payment } from '@springboard/contract/payments';
import type { Tx } from '../../db/tenant-tx.js';
import { invoiceLines, invoices, memberships, paymentRefunds, payments, tenants } from '../../db/schema.js';
import { creditReferrer } from '../invoices/credit-use.js';
import { givenBack, refundsOf, toRefund } from './refunds.service.js';
import { queueEmail } from '../email/email.service.js';
import { receiptEmail } from './receipt-email.js';
import { writeRecordText } from '@springboard/contract/record-texts';
import { dueCents, type InvoiceRow } from '../invoices/invoices.service.js';
import { addCardFeeLine, type CardFee } from '../invoices/invoice-charges.js';
import { recordAudit, type AuditEntry } from '../audit/audit.js';

export type PaymentFacts = {
  method: 'card' | 'cash' | 'check' | 'other';
  /** sandbox | stripe, or the method of a payment accepted by hand */
  provider: string;
  transactionId: string;
  customerId: string | null;
  recordedBy: string | null;
  /** Without recordedBy: what recorded it (the job, the provider's webhook), for the audit trail. */
  by?: string;
  /** What is paid now, at most what is due (the caller checks). */
  amountCents: number;
  note?: string | null;
  /** The web app's address, for the receipt's link to the invoice. */
  publicUrl: string;
};

/** Call with the invoice row locked (lockInvoice), unpaid, and p.amountCents at most its amount due.
 *  Returns the payment id. */
export async function payInvoice(tx: Tx, tenantId: string, invoice: InvoiceRow, p: PaymentFacts): Promise<string> {
  const [pay] = await tx
    .insert(payments)
    .values({
      tenantId,
      membershipId: invoice.membershipId,
      invoiceId: invoice.id,
      amountCents: p.amountCents,
      paymentMethod: p.method,
      provider: p.provider,
      transactionId: p.transactionId,
      status: 'succeeded',
      note: p.note ?? null,
      providerCustomerId: p.customerId,
      recordedBy: p.recordedBy,
    })
    .returning({ id: payments.id });
  await auditPayment(tx, tenantId, pay!.id, {
    ...p,
    invoiceId: invoice.id,
    invoiceNumber: invoice.number,
    membershipId: invoice.membershipId,
  });
  const paidCents = invoice.paidCents + p.amountCents;
  const now = new Date();
  await tx
    .update(invoices)
    .set({
      paidCents,
      // Paid in full; or partly, and the next saved-card charge (of the rest) is a new attempt.
      ...(paidCents >= invoice.amountCents ? { status: 'paid', paidAt: now } : { chargeAttempt: invoice.chargeAttempt + 1 }),
      updatedAt: now,
    })
    .where(eq(invoices.id, invoice.id));
  await queueReceipt(tx, tenantId, invoice, p, paidCents);
  // The family's first payment gives the family that referred it its referral credit (once).
  await creditReferrer(tx, tenantId, invoice.membershipId);
  return pay!.id;
}

/** A card payment of everything due plus its card fee (cardFeeFor, or the intent's recorded fee):
 *  the fee line joins the invoice in this transaction, then the payment settles it. Call with the
 *  invoice row locked and unpaid. */
export async function payInvoiceByCard(
  tx: Tx,
  tenantId: string,
  invoice: InvoiceRow,
  fee: CardFee,
  p: Omit<PaymentFacts, 'method' | 'amountCents'>,
): Promise<string> {
  const due = dueCents(invoice);
  const inv =
    fee.cents > 0 ? { ...invoice, amountCents: await addCardFeeLine(tx, tenantId, invoice.id, fee.cents, fee.bps) } : invoice;
  return payInvoice(tx, tenantId, inv, { ...p, method: 'card', amountCents: due + fee.cents });
}

/** The facts a payment's audit row keeps. `invoiceNumber`: null when the invoice is numbered in the
 *  same round trip (a registration's) or there is none (an unmatched provider payment). */
export type PaymentAuditFacts = Pick<PaymentFacts, 'method' | 'provider' | 'recordedBy' | 'by' | 'amountCents'> & {
  invoiceId: string | null;
  invoiceNumber: number | null;
  membershipId: string;
};

/** The audit row of a payment that succeeded: received by card, or accepted by hand (cash, check,
 *  other). One shape for every way a payment comes in. */
export function paymentAudit(tenantId: string, paymentId: string, p: PaymentAuditFacts): AuditEntry {
  const after = {
    amount_cents: p.amountCents,
    method: p.method,
    provider: p.provider,
    status: 'succeeded',
    invoice_id: p.invoiceId,
    membership_id: p.membershipId,
  };
  const data = {
    amount_cents: p.amountCents,
    method: p.method,
    invoice_number: p.invoiceNumber,
    by: p.recordedBy ? undefined : p.by,
  };
  return {
    tenantId,
    actorUserId: p.recordedBy,
    action: p.method === 'card' ? 'payment_received' : 'payment_accepted',
    entity: 'payment',
    entityId: paymentId,
    after,
    data,
  };
}

/** Writes paymentAudit's row. */
export async function auditPayment(tx: Tx, tenantId: string, paymentId: string, p: PaymentAuditFacts): Promise<void> {
  await recordAudit(tx, paymentAudit(tenantId, paymentId, p));
}

/** The receipt e-mail of a payment, in the family's language. */
async function queueReceipt(tx: Tx, tenantId: string, invoice: InvoiceRow, p: PaymentFacts, paidCents: number) {
  const [[family], [club], lines] = await Promise.all([
    tx
      .select({ email: memberships.email, firstName: memberships.firstName, language: memberships.language })
      .from(memberships)
      .where(eq(memberships.id, invoice.membershipId)),
    tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId)),
    tx
      .select({
        kind: invoiceLines.kind,
        description: invoiceLines.description,
        descriptionText: invoiceLines.descriptionText,
        amountCents: invoiceLines.amountCents,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(asc(invoiceLines.position)),
  ]);
  if (!family || !club) return;
  const language = family.language === 'es' ? 'es' : 'en';
  const mail = receiptEmail({
    language,
    clubName: club.name,
    parentFirstName: family.firstName,
    invoiceNumber: invoice.number,
    description: writeRecordText(invoice.descriptionText, invoice.description, language),
    lines: lines.map((l) => ({
      description: writeRecordText(l.descriptionText, l.description, language),
      amountCents: l.amountCents,
      kind: INVOICE_LINE_KINDS.find((k) => k === l.kind) ?? 'manual',
    })),
    totalCents: invoice.amountCents,
    paidCents: p.amountCents,
    method: p.method,
    paidOn: new Date(),
    leftCents: Math.max(invoice.amountCents - paidCents, 0),
    invoiceUrl: `${p.publicUrl}/club/${encodeURIComponent(club.slug)}/invoices/${invoice.id}`,
  });
  await queueEmail(tx, tenantId, { to: family.email, ...mail, kind: 'member' });
}

export function toPayment(
  r: typeof payments.$inferSelect,
  invoiceNumber: number | null = null,
  refunds: readonly (typeof paymentRefunds.$inferSelect)[] = [],
): Payment {
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
    note: r.note,
    invoice_number: invoiceNumber,
    stripe_customer_id: r.providerCustomerId,
    payment_date: r.paymentDate.toISOString(),
    refunded: toDollars(givenBack(refunds)),
    refunds: refunds.map(toRefund),
  };
}

export async function getPayment(tx: Tx, id: string): Promise<Payment> {
  const [row] = await tx
    .select({ p: payments, number: invoices.number })
    .from(payments)
    .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(eq(payments.id, id));
  const refunds = await refundsOf(tx, [id]);
  return toPayment(row!.p, row!.number, refunds.get(id));
}
