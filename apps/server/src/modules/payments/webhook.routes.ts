// Stripe webhooks, verified by signature over the raw body (payments.routes.ts registers them in a
// scope that parses JSON as a Buffer). Stripe cannot send x-tenant-id, so the endpoint to configure in
// the Stripe dashboard carries the club in the path; the header form serves proxies that add it.
import { reason } from '@springboard/contract/messages';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { paymentOperations } from '@springboard/contract/operations/payments';
import { tenants } from '../../db/schema.js';
import { ProviderError } from './providers/provider.js';
import { AppError } from '../../platform/app-error.js';
import { result, type Handlers } from '../../platform/operations.js';
import { handleProviderEvent } from './webhook.service.js';

type WebhookOps = Pick<typeof paymentOperations, 'stripeWebhook' | 'stripeWebhookForClub'>;

export function stripeWebhookHandlers(app: FastifyInstance): Handlers<WebhookOps> {
  async function handle(raw: unknown, signature: string | string[] | undefined, tenantId: string) {
    const provider = await app.payments.forClub(tenantId);
    if (provider.name !== 'stripe') throw new AppError('BAD_REQUEST', 'not_stripe_club');
    if (!Buffer.isBuffer(raw)) throw new AppError('BAD_REQUEST', 'expected_json');
    let event;
    try {
      event = provider.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
    } catch (err) {
      if (err instanceof ProviderError) throw new AppError('BAD_REQUEST', reason('provider_refused', { reason: err.message }));
      throw err;
    }
    return result(await app.tx.club(tenantId)((tx) => handleProviderEvent(tx, tenantId, provider, event, app.config.publicUrl)));
  }

  return {
    stripeWebhook: { handle: async ({ tenant, req }) => handle(req.body, req.headers['stripe-signature'], tenant.id) },
    stripeWebhookForClub: {
      handle: async ({ params, req }) => {
        const slug = params.club.toLowerCase();
        const [t] = await app.tx.noClub((tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)));
        if (!t) throw new AppError('NOT_FOUND', 'club_not_found');
        return handle(req.body, req.headers['stripe-signature'], t.id);
      },
    },
  };
}
