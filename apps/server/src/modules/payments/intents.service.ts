// The server's record of the payment intents it created (payment_intents): each pays for one thing
// once. Consuming and refund-claiming are conditional UPDATEs, so of two racing requests exactly one
// uses an intent and a refunded intent can never be used.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { selectAll } from '../../db/select-list.js';
import { rowsOf, type Runner, type Tx } from '../../db/tenant-tx.js';
import { prebuilt, prebuiltInsert } from '../../db/prebuilt.js';
import { paymentIntents } from '../../db/schema.js';
import type { PaymentProvider, ProviderIntent } from './providers/provider.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { viaProvider } from './provider-errors.js';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type IntentPurpose = 'registration' | 'invoice' | 'charge';

/** An intent's whole row by the provider's id (every registration and invoice payment reads it). */
const INTENT_BY_PROVIDER_ID = `select ${selectAll(paymentIntents, 'p')} from payment_intents p where p.provider_intent_id = $1`;

/** A paid intent for another amount than is due now (e.g. a voucher ran out meanwhile). */
export class PaymentAmountMismatch extends AppError {
  constructor() {
    super('PAYMENT_FAILED', 'payment_amount_mismatch');
  }
}

/** A conflict that must not trigger a refund: the intent paid for something else. */
export class IntentAlreadyUsed extends AppError {
  constructor() {
    super('CONFLICT', 'payment_used');
  }
}

export async function recordIntent(...args: Parameters<typeof intentRecord>): Promise<void> {
  await intentRecord(...args);
}

/** recordIntent's statement, sent at once (before this returns): for a caller that sends it with
 *  others (Promise.all: one round trip). */
export function intentRecord(
  tx: Tx,
  tenantId: string,
  provider: string,
  intent: ProviderIntent,
  purpose: IntentPurpose,
  extra: { voucherCode?: string | null; invoiceId?: string | null; membershipId?: string | null; consumed?: boolean } = {},
): Promise<unknown> {
  return rowsOf(
    tx,
    insertIntent({
      tenantId,
      provider,
      providerIntentId: intent.id,
      amountCents: intent.amountCents,
      purpose,
      voucherCode: extra.voucherCode ?? null,
      invoiceId: extra.invoiceId ?? null,
      membershipId: extra.membershipId ?? null,
      consumedAt: extra.consumed ? new Date() : null,
      metadata: intent.metadata ?? {},
    }),
  );
}

const insertIntent = prebuiltInsert(
  paymentIntents,
  [
    'tenantId',
    'provider',
    'providerIntentId',
    'amountCents',
    'purpose',
    'voucherCode',
    'invoiceId',
    'membershipId',
    'consumedAt',
    'metadata',
  ],
  { ignoreConflict: true },
);

/** The intent as this club recorded it for `purpose`; 400 naming `field` when unknown. */
export async function findIntent(tx: Tx, providerIntentId: string, purpose: IntentPurpose, field: string): Promise<IntentRow> {
  const [row] = await rowsOf<IntentRow>(tx, { text: INTENT_BY_PROVIDER_ID, values: [providerIntentId] });
  if (!row || row.purpose !== purpose) throw fieldError(field, 'unknown_payment');
  if (row.consumedAt) throw new IntentAlreadyUsed();
  if (row.refundedAt) throw new AppError('PAYMENT_FAILED', 'payment_refunded');
  return row;
}

/** Asks the provider: the intent must have succeeded, not been refunded, and be for `amountCents`. */
export async function verifyPaid(provider: PaymentProvider, row: IntentRow, amountCents: number): Promise<ProviderIntent> {
  const intent = await viaProvider(() => provider.retrieveIntent(row.providerIntentId));
  if (intent.status !== 'succeeded' || intent.refunded) throw new AppError('PAYMENT_FAILED', 'payment_not_completed');
  if (intent.amountCents !== amountCents || row.amountCents !== amountCents) throw new PaymentAmountMismatch();
  return intent;
}

/** Marks the intent used, inside the transaction that records what it paid for. Sent at once (before
 *  this returns), so that it goes on the wire ahead of the statements its caller sends next. */
export async function consumeIntent(tx: Tx, providerIntentId: string, membershipId: string | null): Promise<void> {
  const rows = await rowsOf(tx, useIntent({ providerIntentId, membershipId, consumedAt: new Date() }));
  if (rows.length === 0) throw new IntentAlreadyUsed();
}

const useIntent = prebuilt<{ providerIntentId: string; membershipId: string | null; consumedAt: Date }>((q, v) =>
  q
    .update(paymentIntents)
    .set({ consumedAt: sql`${v.consumedAt}`, membershipId: sql`${v.membershipId}` })
    .where(
      and(
        eq(paymentIntents.providerIntentId, v.providerIntentId),
        isNull(paymentIntents.consumedAt),
        isNull(paymentIntents.refundedAt),
      ),
    )
    .returning({ id: paymentIntents.id }),
);

/** Gives the money back for an intent that paid for nothing: claims it first (so a concurrent
 *  request cannot use it meanwhile), then refunds with a stable idempotency key. */
export async function refundUnusedIntent(
  run: Runner,
  provider: PaymentProvider,
  providerIntentId: string,
  log: { error: (obj: object, msg: string) => void },
): Promise<boolean> {
  const claimed = await run((tx) =>
    tx
      .update(paymentIntents)
      .set({ refundedAt: new Date() })
      .where(
        and(
          eq(paymentIntents.providerIntentId, providerIntentId),
          isNull(paymentIntents.consumedAt),
          isNull(paymentIntents.refundedAt),
        ),
      )
      .returning({ id: paymentIntents.id }),
  );
  if (claimed.length === 0) return false;
  try {
    await provider.refund(providerIntentId, { idempotencyKey: `refund:${providerIntentId}` });
    return true;
  } catch (err) {
    // Not refunded after all: release the claim so the payment can still be used or refunded later.
    log.error({ err, providerIntentId }, 'refund failed');
    await run((tx) =>
      tx.update(paymentIntents).set({ refundedAt: null }).where(eq(paymentIntents.providerIntentId, providerIntentId)),
    );
    return false;
  }
}
