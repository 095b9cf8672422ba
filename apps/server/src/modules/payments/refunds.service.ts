// Refunds: giving back (part of) a payment. A card payment is refunded through the payment provider;
// a cash, check or other payment is paid out by hand (cash out). Never more than the payment less its
// earlier refunds (a failed one counts for nothing, a pending one counts). The payment row is locked
// while a refund is decided, so parallel requests are taken one after the other; a provider refund
// is written first (pending, no provider id yet) and committed before the provider is asked, so the
// next request counts it. The same idempotency key answers the refund it made: the client's key, or
// without one, the payment and the number of its refunds the request saw when it began (two copies
// of one request sent at once share it). The paid invoice follows: its paid_cents is its payments
// less their refunds, and it is due again by what was refunded (void it to forgive it).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { reason } from '@springboard/contract/messages';
import { formatMoney, toCents, toDollars } from '@springboard/contract/money';
import type { PaymentRefund, RefundPaymentBody } from '@springboard/contract/credits';
import type { RecordText } from '@springboard/contract/record-texts';
import type { Payment } from '@springboard/contract/payments';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import { invoices, paymentRefunds, payments } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { providerToAppError } from './provider-errors.js';
import { ProviderError, type PaymentProvider } from './providers/provider.js';
import { clubToday } from '../calendar/meetings.js';
import { recordAudit } from '../audit/audit.js';

type RefundRow = typeof paymentRefunds.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export function toRefund(r: RefundRow): PaymentRefund {
  return {
    id: r.id,
    payment_id: r.paymentId,
    amount: toDollars(r.amountCents),
    method: r.method === 'cash_out' ? 'cash_out' : 'provider',
    status: r.status === 'failed' ? 'failed' : r.status === 'pending' ? 'pending' : 'succeeded',
    reason: r.reason,
    created_at: r.createdAt.toISOString(),
  };
}

/** The refunds of these payments, oldest first, by payment (one query for a page of payments). */
export async function refundsOf(tx: Tx, paymentIds: string[]): Promise<Map<string, RefundRow[]>> {
  const by = new Map<string, RefundRow[]>();
  if (paymentIds.length === 0) return by;
  const rows = await tx
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
  for (const r of rows) by.set(r.paymentId, [...(by.get(r.paymentId) ?? []), r]);
  return by;
}

/** What refunds gave back (a failed one gave nothing). */
export const givenBack = (rows: readonly RefundRow[]) =>
  rows.reduce((s, r) => s + (r.status === 'failed' ? 0 : r.amountCents), 0);

/** Through the provider: a card payment the provider made (not one booked by hand). */
const byProvider = (p: PaymentRow) => p.paymentMethod === 'card' && (p.provider === 'sandbox' || p.provider === 'stripe');

type Decided = { kind: 'done' } | { kind: 'ask'; refund: RefundRow; payment: PaymentRow };

/** `reasonText`: a reason the system writes, as a code for the reader's language (null: a person's). */
export type RefundRequest = { amountCents: number | null; reason: string; reasonText?: RecordText | null; key: string | null };

export function refundRequest(body: RefundPaymentBody): RefundRequest {
  return {
    amountCents: body.amount === undefined ? null : toCents(body.amount),
    reason: body.reason,
    key: body.idempotency_key ?? null,
  };
}

/** POST /payments/{id}/refund: answers the payment with its refunds. Staff of the club only (the
 *  caller's permission); another club's payment is not found. */
export async function refundPayment(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  by: string | null,
  paymentId: string,
  req: RefundRequest,
  read: (tx: Tx, id: string) => Promise<Payment>,
): Promise<Payment> {
  const decided = await run((tx) => decideRefund(tx, tenantId, by, paymentId, req));
  if (decided.kind === 'ask') await askProvider(run, provider, decided.refund, decided.payment);
  return run((tx) => read(tx, paymentId));
}

async function decideRefund(
  tx: Tx,
  tenantId: string,
  by: string | null,
  paymentId: string,
  req: RefundRequest,
): Promise<Decided> {
  // Counted before the lock: two copies of one request sent at once see the same number.
  const [seen] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.paymentId, paymentId));
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment) throw new AppError('NOT_FOUND', 'payment_not_found');
  const key = req.key ? `client:${req.key}` : `payment:${paymentId}:${seen?.n ?? 0}`;
  const [same] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
  if (same) {
    if (same.paymentId !== paymentId) throw new AppError('CONFLICT', 'refund_key_reused');
    return { kind: 'done' };
  }
  if (payment.status !== 'succeeded' && payment.status !== 'refunded') throw new AppError('CONFLICT', 'payment_not_refundable');
  const earlier = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));
  const refundable = payment.amountCents - givenBack(earlier);
  const amountCents = req.amountCents ?? refundable;
  if (refundable <= 0 || amountCents > refundable || amountCents <= 0) {
    throw fieldError('amount', reason('refund_over_refundable', { refundable: formatMoney(Math.max(refundable, 0)) }));
  }
  const viaProvider = byProvider(payment);
  const [refund] = await tx
    .insert(paymentRefunds)
    .values({
      tenantId,
      paymentId,
      membershipId: payment.membershipId,
      amountCents,
      method: viaProvider ? 'provider' : 'cash_out',
      status: viaProvider ? 'pending' : 'succeeded',
      reason: req.reason,
      reasonText: req.reasonText ?? null,
      idempotencyKey: key,
      createdBy: by,
    })
    .returning();
  const data = {
    amount_cents: amountCents,
    reason: req.reason,
    refund_id: refund!.id,
    method: refund!.method,
    invoice_id: payment.invoiceId,
  };
  const after = { refunded_cents: payment.amountCents - refundable + amountCents };
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'payment_refunded',
    entity: 'payment',
    entityId: paymentId,
    before: { refunded_cents: payment.amountCents - refundable },
    after,
    data,
  });
  if (viaProvider) return { kind: 'ask', refund: refund!, payment };
  await settleRefunds(tx, payment);
  return { kind: 'done' };
}

async function askProvider(run: Runner, provider: PaymentProvider, refund: RefundRow, payment: PaymentRow): Promise<void> {
  let answer: Awaited<ReturnType<PaymentProvider['refund']>>;
  try {
    answer = await provider.refund(payment.transactionId, {
      amountCents: refund.amountCents,
      idempotencyKey: `refund:${refund.id}`,
    });
  } catch (err) {
    // Nothing was given back: the refund counts for nothing, and the caller hears why.
    await run(async (tx) => {
      await tx.update(paymentRefunds).set({ status: 'failed' }).where(eq(paymentRefunds.id, refund.id));
      const data = { amount_cents: refund.amountCents, refund_id: refund.id, by: 'payment_provider' };
      await recordAudit(tx, {
        tenantId: refund.tenantId,
        actorUserId: null,
        action: 'refund_failed',
        entity: 'payment',
        entityId: payment.id,
        data,
      });
    });
    throw err instanceof ProviderError ? providerToAppError(err) : err;
  }
  await run(async (tx) => {
    const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    await tx
      .update(paymentRefunds)
      .set({ status: answer.status, providerRefundId: answer.id })
      .where(eq(paymentRefunds.id, refund.id));
    if (locked) await settleRefunds(tx, locked);
  });
}

/** With the payment row locked: its status (refunded once its refunds cover it) and its invoice's
 *  paid_cents and status follow its refunds. */
export async function settleRefunds(tx: Tx, payment: PaymentRow): Promise<void> {
  const rows = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
  const back = givenBack(rows);
  const status = back >= payment.amountCents ? 'refunded' : 'succeeded';
  if (status !== payment.status) await tx.update(payments).set({ status }).where(eq(payments.id, payment.id));
  if (payment.invoiceId) await settleInvoice(tx, payment.invoiceId);
}

/** An invoice's paid_cents is its payments (succeeded, or refunded since) less their refunds. Paid
 *  while they cover it; due again (pending, or overdue past its due date) once they no longer do. A
 *  voided invoice stays void. */
export async function settleInvoice(tx: Tx, invoiceId: string): Promise<void> {
  const [inv] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!inv) return;
  const [sum] = await tx
    .execute<{ paid: number }>(
      sql`
    select (coalesce((select sum(p.amount_cents) from payments p
        where p.invoice_id = ${invoiceId} and p.status in ('succeeded', 'refunded')), 0)
      - coalesce((select sum(r.amount_cents) from payment_refunds r join payments p on p.tenant_id = r.tenant_id and p.id = r.payment_id
        where p.invoice_id = ${invoiceId} and r.status <> 'failed'), 0))::int as paid`,
    )
    .then((r) => r.rows);
  const paidCents = Math.max(sum?.paid ?? 0, 0);
  if (paidCents === inv.paidCents) return;
  const now = new Date();
  const covered = inv.amountCents > 0 && paidCents >= inv.amountCents;
  const status =
    inv.status === 'cancelled'
      ? 'cancelled'
      : covered
        ? 'paid'
        : inv.dueDate < (await clubToday(tx, inv.tenantId))
          ? 'overdue'
          : 'pending';
  await tx
    .update(invoices)
    .set({
      paidCents,
      status,
      ...(status === 'paid' ? {} : { paidAt: null }),
      // What is due changed: the next saved-card charge (of the new rest) is a new attempt.
      chargeAttempt: inv.chargeAttempt + 1,
      updatedAt: now,
    })
    .where(eq(invoices.id, invoiceId));
}
