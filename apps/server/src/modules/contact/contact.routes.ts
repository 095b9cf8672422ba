// POST /api/contact: the public site's contact form. The rate limits (per sender address and per
// client, both per club; RATE_LIMIT_CONTACT_*) run before the request's transaction opens, as the
// sign-in ones do, so a flood costs no database connection of the club's.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES } from '@springboard/contract/contact';
import { contactOperations } from '@springboard/contract/operations/contact';
import { registerOperations, result } from '../../platform/operations.js';
import { clientNetwork } from '../../platform/rate-limit.js';
import { sendContactMessage } from './contact.service.js';

/** The sender's address of a body not validated yet, as the schema would normalise it (the rate-limit key). */
function bodyEmail(req: FastifyRequest): string {
  const email = (req.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
}

export async function contactRoutes(app: FastifyInstance) {
  const limits = app.rateLimiter.limits;
  registerOperations(app, contactOperations, {
    send: {
      before: async (req, reply) => {
        const club = req.tenant.id;
        await app.rateLimiter.enforce(
          reply,
          [
            { key: `contact:ip:${club}:${clientNetwork(req.ip)}`, rule: limits.contactPerIp },
            { key: `contact:addr:${club}:${bodyEmail(req)}`, rule: limits.contactPerAddress },
          ],
          'too_many_messages',
        );
      },
      handle: async ({ run, tenant, body }) => {
        const queued = await run((tx) => sendContactMessage(tx, tenant, body));
        if (queued) app.outbox.kick();
        return result({ sent: true as const }, `${CONTACT_MESSAGES.sent} to ${tenant.name}`);
      },
    },
  });
}
