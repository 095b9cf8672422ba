// The registration price (pricing config fee minus voucher) and the quote: a payment intent for
// exactly that amount, recorded so the registration can check and use it once.
import { randomUUID } from 'node:crypto';
import type { QuoteResult } from '@springboard/contract/registrations';
import type { Tx } from '../../db/tenant-tx.js';
import type { PaymentProvider } from './providers/provider.js';
import { intentRecord } from './intents.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { viaProvider } from './provider-errors.js';
import { registrationFeeCents } from '../pricing/pricing.service.js';
import { applyVoucher, type AppliedVoucher } from '../vouchers/vouchers.service.js';

export type RegistrationPrice = { feeCents: number; discountCents: number; amountCents: number; voucher: AppliedVoucher | null };

/** 400 naming voucher_code for an unknown, inactive, expired or used-up voucher. */
export async function priceRegistration(tx: Tx, voucherCode: string | undefined): Promise<RegistrationPrice> {
  const feeCents = await registrationFeeCents(tx);
  const voucher = voucherCode ? await applyVoucher(tx, voucherCode, feeCents, 'voucher_code') : null;
  const discountCents = voucher?.discountCents ?? 0;
  return { feeCents, discountCents, amountCents: feeCents - discountCents, voucher };
}

export async function quoteRegistration(
  { run, read }: { run: Runner; read: Runner },
  provider: PaymentProvider,
  tenantId: string,
  voucherCode: string | undefined,
): Promise<QuoteResult> {
  const price = await read((tx) => priceRegistration(tx, voucherCode));
  const base = {
    amount_cents: price.amountCents,
    registration_fee_cents: price.feeCents,
    discount_cents: price.discountCents,
    provider: provider.name,
  };
  if (price.amountCents === 0) return { ...base, client_secret: null, payment_intent_id: null };
  // The card is kept on a customer of its own for autopay; the registration links it to the family.
  const customer = await viaProvider(() => provider.createCustomer({}));
  const intent = await viaProvider(() =>
    provider.createPaymentIntent({
      amountCents: price.amountCents,
      customerId: customer.id,
      setupFutureUsage: true,
      idempotencyKey: `quote:${randomUUID()}`,
      metadata: { tenant_id: tenantId, purpose: 'registration', ...(price.voucher ? { voucher_code: price.voucher.code } : {}) },
    }),
  );
  await run((tx) =>
    intentRecord(tx, tenantId, provider.name, intent, 'registration', { voucherCode: price.voucher?.code ?? null }),
  );
  return { ...base, client_secret: intent.clientSecret, payment_intent_id: intent.id };
}
