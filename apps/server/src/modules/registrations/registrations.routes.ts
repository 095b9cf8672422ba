// The server-side registration flow: quote, then register once the card is
// confirmed. The confirmation e-mail is queued in the registration's transaction and sent after
// commit by the outbox, so POST /email/send-registration-email is not needed.
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_SUCCESS_MESSAGE } from '@springboard/contract/registrations';
import { registrationOperations } from '@springboard/contract/operations/registrations';
import { registerOperations, result } from '../../platform/operations.js';
import { quoteRegistration } from '../payments/registration-quote.service.js';
import { refundIfPaid, registerFamily } from './registrations.service.js';

export async function registrationsRoutes(app: FastifyInstance) {
  registerOperations(app, registrationOperations, {
    quote: {
      handle: async ({ run, tenant, body }) =>
        result(
          await quoteRegistration(
            { run, read: app.tx.clubRead(tenant.id) },
            await app.payments.forClub(tenant.id),
            tenant.id,
            body,
          ),
        ),
    },
    register: {
      // A body the schema refuses may come with a card already charged: refund it before answering 400.
      before: async (req) => {
        if (!req.validationError) return;
        const raw = req.body as { payment_intent_id?: unknown; payment_method?: unknown } | null;
        const intentId = raw?.payment_intent_id;
        if (raw?.payment_method === 'cash' || typeof intentId !== 'string' || intentId.length > 200) return;
        const provider = await app.payments.forClub(req.tenant.id);
        await refundIfPaid(
          { ...registrationContext(app, req.tenant, app.tx.club(req.tenant.id), null, req.log), provider },
          intentId,
        );
      },
      handle: async ({ run, tenant, user, body, req }) => {
        const provider = await app.payments.forClub(tenant.id);
        const data = await registerFamily(
          { ...registrationContext(app, tenant, run, user, req.log, req.ip ?? null), provider },
          body,
        );
        app.outbox.kick();
        return result(data, REGISTRATION_SUCCESS_MESSAGE);
      },
    },
  });
}

function registrationContext(
  app: FastifyInstance,
  tenant: { id: string; slug: string; name: string },
  run: Parameters<typeof registerFamily>[0]['run'],
  actor: Parameters<typeof registerFamily>[0]['actor'],
  log: Parameters<typeof registerFamily>[0]['log'],
  ip: string | null = null,
) {
  return {
    run,
    read: app.tx.clubRead(tenant.id),
    tenantId: tenant.id,
    club: { name: tenant.name, signInUrl: `${app.config.publicUrl}/club/${tenant.slug}/login` },
    actor,
    tokens: app.tokens,
    ip,
    log,
  };
}
