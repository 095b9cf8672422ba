// Charging an invoice with the family's saved card, once: "charge manually" (members and staff),
// autopay and the annual fee (the scheduler, with no signed-in caller). The invoice row stays locked
// while the provider is asked, so concurrent calls — in this process or another — wait and then find
// it paid. The provider's idempotency key is charge:<invoice>:<attempt>:<card>: a retry of the same
// due attempt (after a crash or a timeout) returns the same provider charge, while the attempt
// counter (invoices.charge_attempt) moves on when the invoice is reopened, re-priced or declined, so
// the charge that is really due is a new one. The club's card fee is charged with what is due; its
// line joins the invoice only in the transaction that records the succeeded charge, so a declined
// attempt leaves no fee behind and the retry that succeeds adds one.
import { reason } from '@springboard/contract/messages';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { toDollars } from '@springboard/contract/money';
import { invoices, paymentIntents, payments, savedCards } from '../../db/schema.js';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import { ProviderError, type PaymentProvider, type ProviderIntent } from './providers/provider.js';
import type { FamilyScope } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { dueCents, isSettled, lockInvoice, type InvoiceRow } from '../invoices/invoices.service.js';
import { payInvoiceByCard } from './invoice-settlement.js';
import { cardFeeFor, type CardFee } from '../invoices/invoice-charges.js';
import { recordIntent } from './intents.service.js';
import { providerToAppError } from './provider-errors.js';

export type ChargePurpose = 'autopay' | 'annual_fee' | 'manual';

export type ChargeOnFileResult =
  | { status: 'succeeded'; paymentId: string; amountCents: number; fee: CardFee }
  /** The card was refused: the invoice stays unpaid; paymentId is the recorded failed payment. */
  | { status: 'declined'; reason: string; paymentId: string }
  | { status: 'skipped'; reason: 'already_paid' | 'no_card' | 'nothing_due' };

type CardRow = typeof savedCards.$inferSelect;

/** The card charges use: the one the family picked last (update-payment-method), else the newest. */
export async function chargeCardOf(tx: Tx, membershipId: string, provider: string): Promise<CardRow | undefined> {
  const [card] = await tx
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.membershipId, membershipId), eq(savedCards.provider, provider)))
    .orderBy(sql`${savedCards.selectedAt} desc nulls last`, desc(savedCards.createdAt))
    .limit(1);
  return card;
}

/**
 * Charges one invoice with the family's saved card; for callers with no signed-in user (the
 * scheduler) as well as the charge-manually calls. Never throws for a declined card, an invoice
 * already paid, no card or nothing due (see the result); throws AppError NOT_FOUND for an unknown
 * invoice (or one outside `scope`) and UPSTREAM when the provider times out or is down — then
 * nothing is recorded and a retry asks the provider with the same key.
 */
export async function chargeInvoiceOnFile(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  invoiceId: string,
  opts: { actorId: string | null; purpose: ChargePurpose; publicUrl: string },
  scope: FamilyScope = null,
): Promise<ChargeOnFileResult> {
  return run(async (tx) => {
    const inv = await lockInvoice(tx, invoiceId, scope);
    if (isSettled(inv)) return { status: 'skipped', reason: 'already_paid' };
    // What is left to pay: the whole amount, or the rest after a partial payment.
    const due = dueCents(inv);
    if (due <= 0) return { status: 'skipped', reason: 'nothing_due' };
    const card = await chargeCardOf(tx, inv.membershipId, provider.name);
    if (!card) return { status: 'skipped', reason: 'no_card' };
    const fee = await cardFeeFor(tx, tenantId, { id: inv.id, dueCents: due });
    const total = due + fee.cents;

    let attempt = inv.chargeAttempt;
    for (let tries = 0; ; tries++) {
      let intent: ProviderIntent;
      try {
        intent = await provider.chargeSavedCard({
          customerId: card.providerCustomerId,
          paymentMethodId: card.providerPaymentMethodId,
          amountCents: total,
          idempotencyKey: `charge:${inv.id}:${attempt}:${card.providerPaymentMethodId}`,
          metadata: {
            tenant_id: tenantId,
            invoice_id: inv.id,
            membership_id: inv.membershipId,
            purpose: opts.purpose,
            attempt: String(attempt),
            ...(fee.cents > 0 ? { card_fee_cents: String(fee.cents) } : {}),
          },
        });
      } catch (err) {
        if (err instanceof ProviderError && err.kind === 'card_declined')
          return recordDecline(tx, tenantId, provider, inv, total, card, attempt, err, opts);
        throw providerToAppError(err);
      }
      // A charge this key made earlier that already paid for something (the invoice was settled and
      // reopened without a new attempt), or for another amount: it is not the charge due now.
      const [used] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, intent.id));
      if (used || intent.amountCents !== total) {
        if (tries >= 1) throw new AppError('CONFLICT', 'charge_retry');
        attempt += 1;
        await tx.update(invoices).set({ chargeAttempt: attempt }).where(eq(invoices.id, inv.id));
        continue;
      }
      await recordIntent(tx, tenantId, provider.name, intent, 'charge', {
        invoiceId: inv.id,
        membershipId: inv.membershipId,
        consumed: true,
      });
      const paymentId = await payInvoiceByCard(tx, tenantId, inv, fee, {
        provider: provider.name,
        transactionId: intent.id,
        customerId: card.providerCustomerId,
        recordedBy: opts.actorId,
        by: opts.purpose,
        publicUrl: opts.publicUrl,
      });
      return { status: 'succeeded', paymentId, amountCents: total, fee };
    }
  });
}

/** A refused charge: a failed payment (of the amount asked, fee included) with the reason, and the
 *  next charge of the invoice is a new attempt. No fee line: nothing was paid. */
async function recordDecline(
  tx: Tx,
  tenantId: string,
  provider: PaymentProvider,
  inv: InvoiceRow,
  due: number,
  card: CardRow,
  attempt: number,
  err: ProviderError,
  opts: { actorId: string | null; purpose: ChargePurpose },
): Promise<ChargeOnFileResult> {
  const transactionId = err.intentId ?? `failed_${randomUUID()}`;
  await tx
    .insert(paymentIntents)
    .values({
      tenantId,
      provider: provider.name,
      providerIntentId: transactionId,
      amountCents: due,
      purpose: 'charge',
      invoiceId: inv.id,
      membershipId: inv.membershipId,
      metadata: { purpose: opts.purpose, attempt: String(attempt), declined: err.message },
    })
    .onConflictDoNothing();
  await tx
    .insert(payments)
    .values({
      tenantId,
      membershipId: inv.membershipId,
      invoiceId: inv.id,
      amountCents: due,
      paymentMethod: 'card',
      provider: provider.name,
      transactionId,
      status: 'failed',
      failureReason: err.message,
      providerCustomerId: card.providerCustomerId,
      recordedBy: opts.actorId,
    })
    .onConflictDoNothing();
  const [row] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, transactionId));
  await tx
    .update(invoices)
    .set({ chargeAttempt: attempt + 1, updatedAt: new Date() })
    .where(eq(invoices.id, inv.id));
  return { status: 'declined', reason: err.message, paymentId: row!.id };
}

/** The charge-manually calls (members on their own invoices, staff on any): the result as HTTP answers. */
export async function chargeInvoiceWithSavedCard(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  actorId: string,
  scope: FamilyScope,
  invoiceId: string,
  publicUrl: string,
): Promise<{ invoice_id: string; payment_id: string; amount: number }> {
  const r = await chargeInvoiceOnFile(run, provider, tenantId, invoiceId, { actorId, purpose: 'manual', publicUrl }, scope);
  switch (r.status) {
    case 'succeeded':
      return { invoice_id: invoiceId, payment_id: r.paymentId, amount: toDollars(r.amountCents) };
    case 'declined':
      throw new AppError('PAYMENT_FAILED', reason('payment_declined', { reason: r.reason }));
    case 'skipped':
      if (r.reason === 'already_paid') throw new AppError('CONFLICT', 'invoice_paid');
      if (r.reason === 'no_card') throw new AppError('BAD_REQUEST', 'no_card');
      throw new AppError('BAD_REQUEST', 'nothing_to_pay');
  }
}
