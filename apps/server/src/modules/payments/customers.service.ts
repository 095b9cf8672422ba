// Provider customers and saved cards of a family, and payment intents for paying an invoice with a
// fresh card: the amount is the invoice's, whatever the client asks.
import { randomUUID } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { type SavedCard } from '@springboard/contract/payments';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, savedCards } from '../../db/schema.js';
import { emailIs } from '../../db/schema/columns.js';
import type { CardDetails, PaymentProvider, SavedPaymentMethod } from './providers/provider.js';
import type { FamilyScope } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { dueCents, isSettled, lockInvoice } from '../invoices/invoices.service.js';
import { viaProvider } from './provider-errors.js';
import { recordIntent } from './intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { chargeCardOf } from './charge.service.js';
import { cardFeeFor, feeMetadata } from '../invoices/invoice-charges.js';

type Family = { id: string; email: string; customerId: string | null };

async function findFamily(tx: Tx, scope: FamilyScope, where: SQL): Promise<Family> {
  const [m] = await tx
    .select({ id: memberships.id, email: memberships.email, customerId: memberships.providerCustomerId })
    .from(memberships)
    .where(scope === null ? where : and(where, eq(memberships.id, scope)));
  if (!m) throw new AppError('NOT_FOUND', 'membership_not_found');
  return m;
}

/** The family's provider customer, created on first use (one per family, whatever the retries). */
export async function ensureCustomer(run: Runner, provider: PaymentProvider, family: Family): Promise<string> {
  if (family.customerId) return family.customerId;
  const created = await viaProvider(() =>
    provider.createCustomer({ email: family.email, idempotencyKey: `customer:${family.id}` }),
  );
  const [row] = await run((tx) =>
    tx
      .update(memberships)
      .set({ providerCustomerId: sql`coalesce(${memberships.providerCustomerId}, ${created.id})` })
      .where(eq(memberships.id, family.id))
      .returning({ id: memberships.providerCustomerId }),
  );
  return row?.id ?? created.id;
}

/** POST /payments/create-stripe-customer {email}: the customer of the family with that e-mail. */
export async function customerForEmail(
  run: Runner,
  provider: PaymentProvider,
  scope: FamilyScope,
  email: string,
): Promise<string> {
  const family = await run((tx) => findFamily(tx, scope, emailIs(memberships.emailKey, email)));
  return ensureCustomer(run, provider, family);
}

const toSavedCard = (c: SavedPaymentMethod, defaultId: string | null): SavedCard => ({
  id: c.id,
  brand: c.brand,
  last4: c.last4,
  exp_month: c.expMonth,
  exp_year: c.expYear,
  is_default: c.id === defaultId,
});

/** The customer's cards as the provider has them; is_default marks the one charges use. */
export async function savedCardsOf(
  run: Runner,
  provider: PaymentProvider,
  scope: FamilyScope,
  customerId: string,
): Promise<SavedCard[]> {
  const defaultId = await run(async (tx) => {
    const family = await findFamily(tx, scope, eq(memberships.providerCustomerId, customerId));
    return (await chargeCardOf(tx, family.id, provider.name))?.providerPaymentMethodId ?? null;
  });
  const cards = await viaProvider(() => provider.listPaymentMethods(customerId));
  return cards.map((c) => toSavedCard(c, defaultId));
}

/** Keeps a card of the family with this provider customer as the card charges use. */
export async function keepCardForCharges(
  tx: Tx,
  tenantId: string,
  providerName: string,
  customerId: string,
  card: CardDetails & { id: string },
): Promise<void> {
  const [family] = await tx
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.providerCustomerId, customerId));
  if (!family) throw new AppError('NOT_FOUND', 'membership_not_found');
  const now = new Date();
  await tx
    .insert(savedCards)
    .values({
      tenantId,
      membershipId: family.id,
      provider: providerName,
      providerCustomerId: customerId,
      providerPaymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      selectedAt: now,
    })
    .onConflictDoUpdate({
      target: [savedCards.tenantId, savedCards.providerPaymentMethodId],
      set: { selectedAt: now, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear },
      setWhere: eq(savedCards.membershipId, family.id),
    });
}

/** POST /payments/update-card: a SetupIntent the browser confirms with the new card. */
export async function startCardUpdate(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  scope: FamilyScope,
  customerId: string,
): Promise<{ clientSecret: string; setupIntentId: string; provider: 'sandbox' | 'stripe' }> {
  const family = await run((tx) => findFamily(tx, scope, eq(memberships.providerCustomerId, customerId)));
  const setup = await viaProvider(() =>
    provider.createSetupIntent({
      customerId,
      idempotencyKey: `setup:${family.id}:${randomUUID()}`,
      metadata: { tenant_id: tenantId, membership_id: family.id, purpose: 'update_card' },
    }),
  );
  return { clientSecret: setup.clientSecret, setupIntentId: setup.id, provider: provider.name };
}

/** POST /payments/update-payment-method: the card becomes the customer's default and the card charges use. */
export async function useCard(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  scope: FamilyScope,
  customerId: string,
  paymentMethodId: string,
): Promise<SavedCard> {
  await run((tx) => findFamily(tx, scope, eq(memberships.providerCustomerId, customerId)));
  let card: SavedPaymentMethod;
  try {
    card = await viaProvider(() => provider.useAsDefaultCard(customerId, paymentMethodId));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'card_not_found');
    throw err;
  }
  await run((tx) => keepCardForCharges(tx, tenantId, provider.name, customerId, card));
  return toSavedCard(card, card.id);
}

/** POST /payments/remove-payment-method: detaches the card at the provider and forgets it; when it was
 *  the card charges use, another card left takes its place. The only card of a family with autopay
 *  on stays (autopay would have nothing to charge). Answers the cards left. */
export async function removeCard(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  scope: FamilyScope,
  customerId: string,
  paymentMethodId: string,
): Promise<SavedCard[]> {
  const family = await run((tx) => findFamily(tx, scope, eq(memberships.providerCustomerId, customerId)));
  const cards = await viaProvider(() => provider.listPaymentMethods(customerId));
  if (!cards.some((c) => c.id === paymentMethodId)) throw new AppError('NOT_FOUND', 'card_not_found');
  if (cards.length === 1) {
    const [m] = await run((tx) =>
      tx.select({ autopay: memberships.autoPayment }).from(memberships).where(eq(memberships.id, family.id)),
    );
    if (m?.autopay) throw new AppError('CONFLICT', 'last_card_autopay');
  }
  try {
    await viaProvider(() => provider.detachCard(customerId, paymentMethodId));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') throw new AppError('NOT_FOUND', 'card_not_found');
    throw err;
  }
  const left = cards.filter((c) => c.id !== paymentMethodId);
  const chargeCard = await run(async (tx) => {
    await tx
      .delete(savedCards)
      .where(and(eq(savedCards.membershipId, family.id), eq(savedCards.providerPaymentMethodId, paymentMethodId)));
    return (await chargeCardOf(tx, family.id, provider.name))?.providerPaymentMethodId ?? null;
  });
  let defaultId = chargeCard && left.some((c) => c.id === chargeCard) ? chargeCard : null;
  const newest = left.at(-1);
  if (!defaultId && newest) {
    const card = await viaProvider(() => provider.useAsDefaultCard(customerId, newest.id));
    await run((tx) => keepCardForCharges(tx, tenantId, provider.name, customerId, card));
    defaultId = card.id;
  }
  return left.map((c) => toSavedCard(c, defaultId));
}

/** An intent for exactly what is due on the invoice plus the club's card fee on it, recorded (with
 *  the fee) so POST /payments can accept it once; the answer says the fee, for the pay screen. */
export async function createInvoiceIntent(
  run: Runner,
  provider: PaymentProvider,
  tenantId: string,
  scope: FamilyScope,
  invoiceId: string,
): Promise<{ clientSecret: string | null; paymentIntentId: string; amount: number; amount_due: number; card_fee: number }> {
  const { inv, family, fee } = await run(async (tx) => {
    const inv = await lockInvoice(tx, invoiceId, scope);
    if (isSettled(inv)) throw new AppError('CONFLICT', 'invoice_paid');
    if (dueCents(inv) <= 0) throw new AppError('BAD_REQUEST', 'nothing_to_pay');
    const fee = await cardFeeFor(tx, tenantId, { id: inv.id, dueCents: dueCents(inv) });
    return { inv, fee, family: await findFamily(tx, scope, eq(memberships.id, inv.membershipId)) };
  });
  const customerId = await ensureCustomer(run, provider, family);
  const intent = await viaProvider(() =>
    provider.createPaymentIntent({
      // What is left to pay (the whole amount, or the rest after a partial payment), and its card fee.
      amountCents: dueCents(inv) + fee.cents,
      customerId,
      setupFutureUsage: false,
      idempotencyKey: `invoice:${inv.id}:${randomUUID()}`,
      metadata: {
        tenant_id: tenantId,
        invoice_id: inv.id,
        membership_id: inv.membershipId,
        purpose: 'invoice',
        ...feeMetadata(fee),
      },
    }),
  );
  await run((tx) =>
    recordIntent(tx, tenantId, provider.name, intent, 'invoice', { invoiceId: inv.id, membershipId: inv.membershipId }),
  );
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: intent.amountCents,
    amount_due: dueCents(inv),
    card_fee: fee.cents,
  };
}
