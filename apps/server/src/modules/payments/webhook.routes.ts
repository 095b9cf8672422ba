// Stripe webhooks, verified by signature over the raw body. This plugin parses JSON as a Buffer
// (scoped here only). Stripe cannot send x-tenant-id, so the endpoint to configure in the Stripe
// dashboard carries the club in the path; the header form serves proxies that add it.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { withoutTenant, withTenant } from '../../db/tenant-tx.js';
import { access } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { envelope, errorResponses, ok } from '../../platform/envelope.js';
import { ProviderError } from '../../payments/providers/provider.js';
import { handleProviderEvent } from './webhook.service.js';

const received = envelope(z.object({ received: z.literal(true), duplicate: z.boolean() }));

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  async function handle(req: FastifyRequest, tenantId: string) {
    const provider = await app.payments.forClub(tenantId);
    if (provider.name !== 'stripe') throw new AppError('BAD_REQUEST', 'This club does not take payments with Stripe');
    const raw = req.body;
    if (!Buffer.isBuffer(raw)) throw new AppError('BAD_REQUEST', 'Expected a JSON body');
    const sig = req.headers['stripe-signature'];
    let event;
    try {
      event = provider.verifyWebhook(raw, Array.isArray(sig) ? sig[0] : sig);
    } catch (err) {
      if (err instanceof ProviderError) throw new AppError('BAD_REQUEST', err.message);
      throw err;
    }
    return ok(await withTenant(app.db, tenantId, (tx) => handleProviderEvent(tx, tenantId, provider, event)));
  }

  const schema = { tags: ['payments'], response: { 200: received, ...errorResponses } };

  app.post(
    '/api/payments/webhook/stripe',
    { config: { access: access.visitor }, schema: { ...schema, description: 'Stripe webhook for the club in x-tenant-id.' } },
    async (req) => handle(req, req.tenant.id),
  );

  app.post(
    '/api/payments/webhook/stripe/:club',
    {
      config: { access: access.public },
      schema: { ...schema, params: z.object({ club: z.string().min(1).max(63) }), description: 'Stripe webhook endpoint to configure in the Stripe dashboard: /api/payments/webhook/stripe/<club slug>.' },
    },
    async (req) => {
      const slug = req.params.club.toLowerCase();
      const [t] = await withoutTenant(app.db, (tx) => tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug)));
      if (!t) throw new AppError('NOT_FOUND', 'Club not found');
      return handle(req, t.id);
    },
  );
};
