// Recording payments (POST /payments): a card payment only with a payment intent this server
// created and the provider confirms succeeded, used once; a payment by hand (cash, check, other) only
// from staff or admins, of at most the amount due, with a transaction id the server makes. Plus the
// discount preview.
import { randomUUID } from 'node:crypto';
import { reason } from '@springboard/contract/messages';
import { eq } from 'drizzle-orm';
import { INVOICE_PAID_MESSAGE, type RecordPaymentBody, type Payment } from '@springboard/contract/payments';
import { formatMoney, toCents, toDollars } from '@springboard/contract/money';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, payments } from '../../db/schema.js';
import type { PaymentProvider } from './providers/provider.js';
import { can, type Principal } from '../../platform/access.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { dueCents, isSettled, lockInvoice } from '../invoices/invoices.service.js';
import { applyVoucher } from '../vouchers/vouchers.service.js';
import { auditPayment, getPayment, payInvoice, payInvoiceByCard, toPayment } from './invoice-settlement.js';
import { feeOfMetadata } from '../invoices/invoice-charges.js';
import { consumeIntent, findIntent, IntentAlreadyUsed, refundUnusedIntent, verifyPaid } from './intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';

export { INVOICE_PAID_MESSAGE };

type Log = { error: (obj: object, msg: string) => void };

export async function recordPayment(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  actor: Principal,
  body: RecordPaymentBody,
  log: Log,
  publicUrl: string,
): Promise<Payment> {
  const method = body.paymentMethod;
  if (method !== 'card') {
    // Taken at the desk: staff who may open the membership's invoices, and admins.
    if (!can(actor, 'view_membership_invoices')) throw new AppError('FORBIDDEN', 'cash_staff_only_accept');
    return run((tx) => recordByHand(tx, tenantId, actor, { ...body, paymentMethod: method }, publicUrl));
  }
  if (!body.transactionId) throw fieldError('transactionId', 'card_payment_needs_it');
  try {
    return await recordCard(run, provider, tenantId, actor, { ...body, transactionId: body.transactionId }, log, publicUrl);
  } catch (err) {
    // Recorded already (a retry, or the provider's webhook was first): answer that payment.
    if (!(err instanceof IntentAlreadyUsed)) throw err;
    const transactionId = body.transactionId;
    const [done] = await run((tx) => tx.select().from(payments).where(eq(payments.transactionId, transactionId)));
    if (done?.membershipId === body.membershipId && done.paymentMethod === 'card') return toPayment(done);
    throw err;
  }
}

async function recordCard(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  actor: Principal,
  body: RecordPaymentBody & { transactionId: string },
  log: Log,
  publicUrl: string,
): Promise<Payment> {
  const row = await run((tx) => findIntent(tx, body.transactionId, 'invoice', 'transactionId'));
  if (row.membershipId !== body.membershipId || !row.invoiceId) throw fieldError('transactionId', 'unknown_payment');
  const invoiceId = row.invoiceId;
  if (body.invoiceId && body.invoiceId !== invoiceId) throw fieldError('invoiceId', 'payment_mismatch');
  const intent = await verifyPaid(provider, row, row.amountCents);
  try {
    return await run(async (tx) => {
      await consumeIntent(tx, intent.id, body.membershipId);
      const inv = await lockInvoice(tx, invoiceId, null);
      if (isSettled(inv)) throw new AppError('CONFLICT', 'invoice_paid');
      // The intent was made for what was due then plus its card fee; the fee line comes with the payment.
      const fee = feeOfMetadata(row.metadata);
      if (dueCents(inv) + fee.cents !== intent.amountCents) throw new AppError('PAYMENT_FAILED', 'payment_amount_mismatch');
      const id = await payInvoiceByCard(tx, tenantId, inv, fee, {
        provider: provider.name,
        transactionId: intent.id,
        customerId: intent.customerId,
        recordedBy: actor.id,
        publicUrl,
      });
      return getPayment(tx, id);
    });
  } catch (err) {
    // Paid for an invoice that could not take it (paid meanwhile, changed): give the money back.
    if (!(err instanceof IntentAlreadyUsed)) await refundUnusedIntent(run, provider, intent.id, log);
    throw err;
  }
}

type ByHand = RecordPaymentBody & { paymentMethod: 'cash' | 'check' | 'other' };

/** Accept Payment: the amount staff took (cash, a check, another way), at most what is due on the
 *  invoice; the rest stays due. Without an invoice, a payment on the family's account. */
async function recordByHand(tx: Tx, tenantId: string, actor: Principal, body: ByHand, publicUrl: string): Promise<Payment> {
  const method = body.paymentMethod;
  const transactionId = `${method}_${randomUUID()}`;
  const amountCents = toCents(body.amount);
  if (amountCents <= 0) throw fieldError('amount', 'must_be_positive');
  const note = body.note?.trim() || null;
  if (body.invoiceId) {
    const inv = await lockInvoice(tx, body.invoiceId, null);
    if (inv.membershipId !== body.membershipId) throw fieldError('invoiceId', 'invoice_of_other_membership');
    if (inv.status === 'cancelled') throw new AppError('CONFLICT', 'invoice_voided');
    if (isSettled(inv)) throw new AppError('CONFLICT', 'invoice_paid');
    const due = dueCents(inv);
    if (amountCents > due) throw fieldError('amount', reason('over_amount_due', { due: formatMoney(due) }));
    const id = await payInvoice(tx, tenantId, inv, {
      method,
      provider: method,
      transactionId,
      customerId: null,
      recordedBy: actor.id,
      amountCents,
      note,
      publicUrl,
    });
    return getPayment(tx, id);
  }
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, body.membershipId));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  const [row] = await tx
    .insert(payments)
    .values({
      tenantId,
      membershipId: body.membershipId,
      amountCents,
      paymentMethod: method,
      provider: method,
      transactionId,
      status: 'succeeded',
      note,
      recordedBy: actor.id,
    })
    .returning({ id: payments.id });
  await auditPayment(tx, tenantId, row!.id, {
    method,
    provider: method,
    recordedBy: actor.id,
    amountCents,
    invoiceId: null,
    invoiceNumber: null,
    membershipId: body.membershipId,
  });
  return getPayment(tx, row!.id);
}

/** What a voucher makes of an amount in dollars (the registration page's preview). */
export async function previewDiscount(
  tx: Tx,
  code: string,
  amountDollars: number,
): Promise<{ finalAmount: number; discount: number }> {
  const cents = toCents(amountDollars);
  const applied = await applyVoucher(tx, code, cents, 'code');
  return { finalAmount: toDollars(cents - applied.discountCents), discount: toDollars(applied.discountCents) };
}
