// Chooses each club's payment provider from club_settings: Stripe when the club picked it and
// saved a secret key, otherwise the built-in sandbox. Decorates
// `app.payments`; Stripe clients are reused while the club's sealed keys stay the same.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { clubSettings } from '../../db/schema.js';
import { rowsOf } from '../../db/tenant-tx.js';
import { prebuilt } from '../../db/prebuilt.js';
import type { PaymentProvider } from './providers/provider.js';
import { SandboxProvider } from './providers/sandbox.js';
import { StripeProvider, type StripeApiOptions } from './providers/stripe.js';
import { openSecret } from '../../platform/secret-box.js';

export type PaymentsRegistry = {
  /** The provider a club charges with right now. */
  forClub: (tenantId: string) => Promise<PaymentProvider>;
};

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsRegistry;
  }
}

export type PaymentsPluginOptions = { stripeApi?: StripeApiOptions | undefined };

type ProviderRow = { payment_provider: string; stripe_secret_key_enc: string | null; stripe_webhook_secret_enc: string | null };
/** The club's provider and its sealed keys (every payment request reads them). */
const providerSettings = prebuilt<{ tenantId: string }>((q, v) =>
  q
    .select({
      provider: clubSettings.paymentProvider,
      secret: clubSettings.stripeSecretKeyEnc,
      webhook: clubSettings.stripeWebhookSecretEnc,
    })
    .from(clubSettings)
    .where(eq(clubSettings.tenantId, v.tenantId)),
);

async function paymentsPlugin(app: FastifyInstance, opts: PaymentsPluginOptions) {
  const stripeClients = new Map<string, { sealed: string; provider: StripeProvider }>();

  async function forClub(tenantId: string): Promise<PaymentProvider> {
    const [row] = await app.tx.clubRead(tenantId)((tx) => rowsOf<ProviderRow>(tx, providerSettings({ tenantId })));
    const s = row && {
      provider: row.payment_provider,
      secret: row.stripe_secret_key_enc,
      webhook: row.stripe_webhook_secret_enc,
    };
    if (s?.provider !== 'stripe' || !s.secret)
      return new SandboxProvider(app.tx.club(tenantId), tenantId, app.tx.clubRead(tenantId));
    const sealed = `${s.secret}|${s.webhook ?? ''}`;
    const cached = stripeClients.get(tenantId);
    if (cached?.sealed === sealed) return cached.provider;
    const provider = new StripeProvider(
      openSecret(app.config.appSecret, s.secret),
      s.webhook ? openSecret(app.config.appSecret, s.webhook) : null,
      opts.stripeApi,
    );
    stripeClients.set(tenantId, { sealed, provider });
    return provider;
  }

  app.decorate('payments', { forClub });
}

export const payments = fp(paymentsPlugin, { name: 'payments' });
