// The club's payment provider: sandbox or Stripe with the club's own keys. The secret key and the
// webhook secret are sealed at rest (platform/secret-box.ts) and leave this module only masked;
// modules/payments/payments-plugin.ts opens them to charge.
import { eq } from 'drizzle-orm';
import { buildPath } from '@springboard/contract/operation';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { type PaymentProviderSettings, type StoredSecret, type UpdatePaymentProviderBody } from '@springboard/contract/settings';
import type { Tx } from '../../db/tenant-tx.js';
import { clubSettings } from '../../db/schema.js';
import { AppError, type ErrorDetail, fieldDetail } from '../../platform/app-error.js';
import { maskSecret, openSecret, sealSecret } from '../../platform/secret-box.js';
import { lastFour, recordAudit } from '../audit/audit.js';

type Keys = { appSecret: string; publicUrl: string };

function shown(appSecret: string, sealed: string | null): StoredSecret {
  if (!sealed) return { set: false, masked: null };
  try {
    return { set: true, masked: maskSecret(openSecret(appSecret, sealed)) };
  } catch {
    // Sealed under another APP_SECRET: it is there, but this server cannot use it (the admin replaces it).
    return { set: true, masked: null };
  }
}

function opened(appSecret: string, sealed: string | null): string | null {
  if (!sealed) return null;
  try {
    return openSecret(appSecret, sealed);
  } catch {
    return null;
  }
}

const modeOf = (key: string | null) => (key ? (/^(?:pk|sk)_(test|live)_/.exec(key)?.[1] ?? null) : null);

async function current(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      provider: clubSettings.paymentProvider,
      publishable: clubSettings.stripePublishableKey,
      secret: clubSettings.stripeSecretKeyEnc,
      webhook: clubSettings.stripeWebhookSecretEnc,
    })
    .from(clubSettings)
    .where(eq(clubSettings.tenantId, tenantId));
  if (!row) throw new AppError('NOT_FOUND', 'club_not_found');
  return row;
}

export async function getPaymentProvider(
  tx: Tx,
  tenant: { id: string; slug: string },
  keys: Keys,
): Promise<PaymentProviderSettings> {
  const row = await current(tx, tenant.id);
  return {
    payment_provider: row.provider === 'stripe' ? 'stripe' : 'sandbox',
    stripe_publishable_key: row.publishable,
    stripe_secret_key: shown(keys.appSecret, row.secret),
    stripe_webhook_secret: shown(keys.appSecret, row.webhook),
    webhook_url: `${keys.publicUrl.replace(/\/+$/, '')}${buildPath(paymentOperations.stripeWebhookForClub.path, { club: tenant.slug })}`,
  };
}

/** A key left out stays, null removes it, a value replaces it; Stripe needs both keys, of one mode. */
export async function updatePaymentProvider(
  tx: Tx,
  tenantId: string,
  appSecret: string,
  body: UpdatePaymentProviderBody,
  by: string,
): Promise<void> {
  const row = await current(tx, tenantId);
  const publishable = body.stripe_publishable_key === undefined ? row.publishable : body.stripe_publishable_key;
  const secretPlain = body.stripe_secret_key === undefined ? opened(appSecret, row.secret) : body.stripe_secret_key;
  const secretSet = body.stripe_secret_key === undefined ? row.secret !== null : body.stripe_secret_key !== null;

  const problems: ErrorDetail[] = [];
  if (body.payment_provider === 'stripe') {
    if (!publishable) problems.push(fieldDetail('stripe_publishable_key', 'stripe_needs_publishable_key'));
    if (!secretSet) problems.push(fieldDetail('stripe_secret_key', 'stripe_needs_secret_key'));
  }
  const [pkMode, skMode] = [modeOf(publishable), modeOf(secretPlain)];
  if (pkMode && skMode && pkMode !== skMode) {
    const field =
      body.stripe_secret_key !== undefined || body.stripe_publishable_key === undefined
        ? 'stripe_secret_key'
        : 'stripe_publishable_key';
    problems.push(fieldDetail(field, 'stripe_key_modes'));
  }
  if (problems.length) throw new AppError('VALIDATION', problems[0]!, problems);

  const set: Partial<typeof clubSettings.$inferInsert> = { paymentProvider: body.payment_provider, updatedAt: new Date() };
  if (body.stripe_publishable_key !== undefined) set.stripePublishableKey = body.stripe_publishable_key;
  if (body.stripe_secret_key !== undefined)
    set.stripeSecretKeyEnc = body.stripe_secret_key && sealSecret(appSecret, body.stripe_secret_key);
  if (body.stripe_webhook_secret !== undefined) {
    set.stripeWebhookSecretEnc = body.stripe_webhook_secret && sealSecret(appSecret, body.stripe_webhook_secret);
  }
  await tx.update(clubSettings).set(set).where(eq(clubSettings.tenantId, tenantId));
  await auditKeys(tx, tenantId, by, appSecret, row, body);
}

/** The trail of a change of provider or keys: never a key, only which changed and its last 4. */
async function auditKeys(
  tx: Tx,
  tenantId: string,
  by: string,
  appSecret: string,
  row: Awaited<ReturnType<typeof current>>,
  body: UpdatePaymentProviderBody,
) {
  const before = { provider: row.provider, publishable_key_last4: lastFour(row.publishable), secret_key_last4: lastFour(opened(appSecret, row.secret)) ?? (row.secret ? 'set' : null), webhook_secret_set: row.webhook !== null };
  const after = { ...before, provider: body.payment_provider };
  if (body.stripe_publishable_key !== undefined) after.publishable_key_last4 = lastFour(body.stripe_publishable_key);
  if (body.stripe_secret_key !== undefined) after.secret_key_last4 = lastFour(body.stripe_secret_key);
  if (body.stripe_webhook_secret !== undefined) after.webhook_secret_set = body.stripe_webhook_secret !== null;
  const keysSent = { publishable_key: body.stripe_publishable_key !== undefined, secret_key: body.stripe_secret_key !== undefined, webhook_secret: body.stripe_webhook_secret !== undefined };
  const changed = Object.entries(keysSent).filter(([, sent]) => sent).map(([k]) => k);
  if (before.provider === after.provider && changed.length === 0) return;
  await recordAudit(tx, { tenantId, actorUserId: by, action: 'payment_keys_changed', entity: 'settings', entityId: tenantId, before, after, data: { keys_replaced: changed } });
}
