// "Record it": what the provider did and the club never recorded, recorded once. A charge becomes a
// card payment of the invoice its payment intent names while that invoice still owes at least its
// amount, else a payment on the family's account; a refund becomes a provider refund of its recorded
// payment. The provider is asked again first (a charge must still be a succeeded payment). The unique
// transaction id of payments and provider refund id of payment_refunds make a second recording (a
// double click, two admins, the browser's own report arriving) record nothing more.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Runner, Tx } from '../../db/tenant-tx.js';
import { invoices, memberships, paymentIntents, paymentRefunds, payments, reconciliationItems } from '../../db/schema.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { settleRefunds } from '../payments/refunds.service.js';
import { AppError } from '../../platform/app-error.js';
import { dueCents, isSettled, lockInvoice } from '../invoices/invoices.service.js';
import { auditPayment, payInvoice } from '../payments/invoice-settlement.js';
import { recordAudit } from '../audit/audit.js';
import { viaProvider } from '../payments/provider-errors.js';
import type { PaymentProvider, ProviderIntent } from '../payments/providers/provider.js';
import { metadataTarget } from './reconciliation.service.js';

type ItemRow = typeof reconciliationItems.$inferSelect;
type Actor = { id: string; publicUrl: string };

export async function recordItem(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  itemId: string,
  actor: Actor,
): Promise<void> {
  const item = await run(async (tx) => {
    const [row] = await tx.select().from(reconciliationItems).where(eq(reconciliationItems.id, itemId));
    if (!row) throw new AppError('NOT_FOUND', 'reconciliation_item_not_found');
    return row;
  });
  if (item.kind === 'charge_not_recorded') return recordCharge(run, provider, tenantId, item, actor);
  if (item.kind === 'refund_not_recorded') return run((tx) => recordRefund(tx, tenantId, item, actor));
  throw new AppError('CONFLICT', 'reconciliation_not_recordable');
}

async function recordCharge(run: Runner, provider: PaymentProvider, tenantId: string, item: ItemRow, actor: Actor) {
  const intent = await viaProvider(() => provider.retrieveIntent(item.intentId));
  if (intent.status !== 'succeeded') throw new AppError('PAYMENT_FAILED', 'payment_not_completed');
  try {
    await run(async (tx) => {
      const [done] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.transactionId, intent.id));
      if (!done) await insertPayment(tx, tenantId, provider.name, item, intent, actor);
      await resolve(tx, item.id, actor.id);
    });
  } catch (err) {
    // Recorded by a parallel request meanwhile: that one stands, and so does this item's closing.
    if (uniqueViolation(err) !== 'payments_transaction_key') throw err;
    await run((tx) => resolve(tx, item.id, actor.id));
  }
}

async function insertPayment(
  tx: Tx,
  tenantId: string,
  providerName: string,
  item: ItemRow,
  intent: ProviderIntent,
  actor: Actor,
) {
  const named = metadataTarget(intent.metadata, tenantId);
  const [known] = await tx.select().from(paymentIntents).where(eq(paymentIntents.providerIntentId, intent.id));
  const invoiceId = named.invoiceId ?? known?.invoiceId ?? item.invoiceId;
  const facts = {
    method: 'card' as const,
    provider: providerName,
    transactionId: intent.id,
    customerId: intent.customerId,
    recordedBy: actor.id,
    amountCents: intent.amountCents,
    publicUrl: actor.publicUrl,
  };
  let membershipId: string | null = null;
  if (invoiceId) {
    const [exists] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoiceId));
    if (exists) {
      const inv = await lockInvoice(tx, invoiceId, null);
      membershipId = inv.membershipId;
      if (!isSettled(inv) && dueCents(inv) >= intent.amountCents) {
        await payInvoice(tx, tenantId, inv, facts);
        await consume(tx, intent.id, membershipId);
        return;
      }
    }
  }
  // No invoice that can take it (none named, paid or voided since, or owing less): the family's account.
  membershipId ??= await familyOf(tx, named.membershipId ?? known?.membershipId ?? item.membershipId);
  if (!membershipId) throw new AppError('CONFLICT', 'reconciliation_no_family');
  const [row] = await tx.insert(payments).values({
    tenantId,
    membershipId,
    amountCents: intent.amountCents,
    paymentMethod: 'card',
    provider: providerName,
    transactionId: intent.id,
    status: 'succeeded',
    providerCustomerId: intent.customerId,
    recordedBy: actor.id,
  }).returning({ id: payments.id });
  await auditPayment(tx, tenantId, row!.id, { ...facts, invoiceId: null, invoiceNumber: null, membershipId });
  await consume(tx, intent.id, membershipId);
}

async function familyOf(tx: Tx, membershipId: string | null): Promise<string | null> {
  if (!membershipId) return null;
  const [m] = await tx.select({ id: memberships.id }).from(memberships).where(eq(memberships.id, membershipId));
  return m?.id ?? null;
}

/** The server's record of the intent, if it has one, is used now: the browser's late report of the
 *  same payment then answers the payment recorded here. */
async function consume(tx: Tx, intentId: string, membershipId: string) {
  await tx
    .update(paymentIntents)
    .set({ consumedAt: new Date(), membershipId })
    .where(and(eq(paymentIntents.providerIntentId, intentId), isNull(paymentIntents.consumedAt)));
}

async function recordRefund(tx: Tx, tenantId: string, item: ItemRow, actor: Actor) {
  const refundId = item.providerRefundId!;
  const amountCents = item.providerAmountCents!;
  const [payment] = await tx.select().from(payments).where(eq(payments.transactionId, item.intentId)).for('update');
  if (!payment) throw new AppError('CONFLICT', 'reconciliation_charge_first');
  const [done] = await tx
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(eq(paymentRefunds.providerRefundId, refundId));
  if (!done) {
    const earlier = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id));
    // A refund this server asked for whose answer never came back: the pending row without the
    // provider's id, for the same amount, is that refund.
    const unanswered = earlier.find(
      (r) => r.status === 'pending' && r.providerRefundId === null && r.amountCents === amountCents,
    );
    const given = earlier.filter((r) => r.status !== 'failed' && r !== unanswered).reduce((s, r) => s + r.amountCents, 0);
    if (given + amountCents > payment.amountCents) throw new AppError('CONFLICT', 'reconciliation_refund_over_payment');
    if (unanswered) {
      await tx
        .update(paymentRefunds)
        .set({ providerRefundId: refundId, status: 'succeeded' })
        .where(eq(paymentRefunds.id, unanswered.id));
    } else {
      await tx
        .insert(paymentRefunds)
        .values({
          tenantId,
          paymentId: payment.id,
          membershipId: payment.membershipId,
          amountCents,
          method: 'provider',
          providerRefundId: refundId,
          status: 'succeeded',
          reason: '',
          idempotencyKey: `reconciliation:${refundId}`,
          createdBy: actor.id,
        })
        .onConflictDoNothing();
    }
    await recordAudit(tx, { tenantId, actorUserId: actor.id, action: 'payment_refunded', entity: 'payment', entityId: payment.id, data: { amount_cents: amountCents, method: 'provider', by_provider_record: true } });
    // The payment reads refunded once its refunds cover it, and its invoice is due again by what
    // was given back, as for a refund made from the screens.
    await settleRefunds(tx, payment);
  }
  await resolve(tx, item.id, actor.id);
}

async function resolve(tx: Tx, itemId: string, actorId: string) {
  await tx
    .update(reconciliationItems)
    .set({ resolvedAt: sql`coalesce(${reconciliationItems.resolvedAt}, now())`, resolvedBy: actorId })
    .where(eq(reconciliationItems.id, itemId));
}
