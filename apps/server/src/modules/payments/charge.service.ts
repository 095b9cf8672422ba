// "Charge manually": the family's saved card pays an invoice, once. The invoice row stays locked
// while the provider is asked, so concurrent calls wait and then find it paid; the provider's
// idempotency key (charge:<invoice>:<card>) makes a retry after a crash return the same charge.
import { and, desc, eq } from 'drizzle-orm';
import { NO_CARD_MESSAGE } from '@springboard/contract/payments';
import { toDollars } from '@springboard/contract/money';
import { savedCards } from '../../db/schema.js';
import type { PaymentProvider } from '../../payments/providers/provider.js';
import type { FamilyScope, Principal } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { isSettled, lockInvoice } from '../invoices/invoices.service.js';
import { settleInvoice } from './invoice-settlement.js';
import { recordIntent } from './intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { INVOICE_PAID_MESSAGE } from './payments.service.js';
import { viaProvider } from './provider-errors.js';

export async function chargeInvoiceWithSavedCard(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  actor: Principal,
  scope: FamilyScope,
  invoiceId: string,
): Promise<{ invoice_id: string; payment_id: string; amount: number }> {
  return run(async (tx) => {
    const inv = await lockInvoice(tx, invoiceId, scope);
    if (isSettled(inv)) throw new AppError('CONFLICT', INVOICE_PAID_MESSAGE);
    if (inv.amountCents <= 0) throw new AppError('BAD_REQUEST', 'There is nothing to pay on this invoice');
    const [card] = await tx
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.membershipId, inv.membershipId), eq(savedCards.provider, provider.name)))
      .orderBy(desc(savedCards.createdAt))
      .limit(1);
    if (!card) throw new AppError('BAD_REQUEST', NO_CARD_MESSAGE);
    const intent = await viaProvider(() =>
      provider.chargeSavedCard({
        customerId: card.providerCustomerId,
        paymentMethodId: card.providerPaymentMethodId,
        amountCents: inv.amountCents,
        idempotencyKey: `charge:${inv.id}:${card.providerPaymentMethodId}`,
        metadata: { tenant_id: tenantId, invoice_id: inv.id, membership_id: inv.membershipId, purpose: 'charge' },
      }),
    );
    await recordIntent(tx, tenantId, provider.name, intent, 'charge', { invoiceId: inv.id, membershipId: inv.membershipId, consumed: true });
    const paymentId = await settleInvoice(tx, tenantId, inv, {
      method: 'card',
      provider: provider.name,
      transactionId: intent.id,
      customerId: card.providerCustomerId,
      recordedBy: actor.id,
    });
    return { invoice_id: inv.id, payment_id: paymentId, amount: toDollars(inv.amountCents) };
  });
}
