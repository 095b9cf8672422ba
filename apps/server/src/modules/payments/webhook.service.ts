// Provider webhooks, each handled once (provider_events): a succeeded invoice payment the browser
// never reported is recorded; a refused one is recorded as a failed attempt; a refund marks its
// payment refunded.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { paymentIntents, payments, providerEvents } from '../../db/schema.js';
import type { PaymentProvider, ProviderEvent, ProviderIntent } from './providers/provider.js';
import { dueCents, isSettled, lockInvoice } from '../invoices/invoices.service.js';
import { payInvoiceByCard } from './invoice-settlement.js';
import { feeOfMetadata } from '../invoices/invoice-charges.js';
import { recordDeclinedIntent } from './declined-attempts.js';

export async function handleProviderEvent(
  tx: Tx,
  tenantId: string,
  provider: PaymentProvider,
  event: ProviderEvent,
  publicUrl: string,
): Promise<{ received: true; duplicate: boolean }> {
  const [fresh] = await tx
    .insert(providerEvents)
    .values({ tenantId, provider: provider.name, eventId: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: providerEvents.id });
  if (!fresh) return { received: true, duplicate: true };
  if (event.type === 'payment_intent.succeeded' && event.intent)
    await settleInvoiceIntent(tx, tenantId, provider, event.intent, publicUrl);
  if (event.type === 'payment_intent.payment_failed' && event.intent)
    await recordDeclinedIntent(tx, tenantId, provider.name, {
      intentId: event.intent.id,
      reason: event.intent.lastError ?? 'The card could not be charged.',
      customerId: event.intent.customerId,
    });
  // A refund made elsewhere (the provider's dashboard) marks the payment refunded; one made here
  // (payment_refunds) already set the payment's status from its amounts, partial ones too.
  if (event.type === 'charge.refunded' && event.refundedIntentId) {
    await tx
      .update(payments)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(payments.transactionId, event.refundedIntentId),
          sql`not exists (select 1 from payment_refunds r where r.tenant_id = "payments"."tenant_id" and r.payment_id = "payments"."id")`,
        ),
      );
  }
  return { received: true, duplicate: false };
}

async function settleInvoiceIntent(
  tx: Tx,
  tenantId: string,
  provider: PaymentProvider,
  intent: ProviderIntent,
  publicUrl: string,
): Promise<void> {
  const [row] = await tx
    .update(paymentIntents)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(paymentIntents.providerIntentId, intent.id),
        eq(paymentIntents.purpose, 'invoice'),
        eq(paymentIntents.amountCents, intent.amountCents),
        isNull(paymentIntents.consumedAt),
        isNull(paymentIntents.refundedAt),
      ),
    )
    .returning();
  // Not ours, not an invoice payment, or already recorded through POST /payments: nothing to do.
  if (!row?.invoiceId) return;
  const inv = await lockInvoice(tx, row.invoiceId, null);
  // The intent's amount is what was due when it was made plus its card fee (recorded with it).
  const fee = feeOfMetadata(row.metadata);
  if (isSettled(inv) || dueCents(inv) + fee.cents !== intent.amountCents) return;
  await payInvoiceByCard(tx, tenantId, inv, fee, {
    provider: provider.name,
    transactionId: intent.id,
    customerId: intent.customerId,
    recordedBy: null,
    by: 'provider_webhook',
    publicUrl,
  });
}
