// Chooses each club's payment provider from club_settings: Stripe when the club picked it and
// saved a secret key, otherwise the built-in sandbox. Decorates
// `app.payments`; Stripe clients are reused while the club's sealed keys stay the same.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { clubSettings } from '../../db/schema.js';
import { rowsOf } from '../../db/tenant-tx.js';
import { selectList, type Selected } from '../../db/select-list.js';
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

const PROVIDER_KEYS = ['paymentProvider', 'stripeSecretKeyEnc', 'stripeWebhookSecretEnc'] as const;
/** The club's provider and its sealed keys (every payment request reads them). */
const PROVIDER_SETTINGS = `select ${selectList(clubSettings, 's', PROVIDER_KEYS)} from club_settings s where s.tenant_id = $1`;

async function paymentsPlugin(app: FastifyInstance, opts: PaymentsPluginOptions) {
  const stripeClients = new Map<string, { sealed: string; provider: StripeProvider }>();

  async function forClub(tenantId: string): Promise<PaymentProvider> {
    const [s] = await app.tx.clubRead(tenantId)((tx) =>
      rowsOf<Selected<typeof clubSettings, (typeof PROVIDER_KEYS)[number]>>(tx, { text: PROVIDER_SETTINGS, values: [tenantId] }),
    );
    if (s?.paymentProvider !== 'stripe' || !s.stripeSecretKeyEnc)
      return new SandboxProvider(app.tx.club(tenantId), tenantId, app.tx.clubRead(tenantId));
    const { stripeSecretKeyEnc: secret, stripeWebhookSecretEnc: webhook } = s;
    const sealed = `${secret}|${webhook ?? ''}`;
    const cached = stripeClients.get(tenantId);
    if (cached?.sealed === sealed) return cached.provider;
    const provider = new StripeProvider(
      openSecret(app.config.appSecret, secret),
      webhook ? openSecret(app.config.appSecret, webhook) : null,
      opts.stripeApi,
    );
    stripeClients.set(tenantId, { sealed, provider });
    return provider;
  }

  app.decorate('payments', { forClub });
}

export const payments = fp(paymentsPlugin, { name: 'payments' });
