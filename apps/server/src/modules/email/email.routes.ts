// POST /email/send-email (document 02 §7): staff with the memberships page e-mail one family. The
// message is queued with the request's transaction and handed to the outbox after it commits.
import type { FastifyInstance } from 'fastify';
import { EMAIL_MESSAGES } from '@springboard/contract/email';
import { emailOperations } from '@springboard/contract/operations/email';
import { registerOperations, result } from '../../platform/operations.js';
import { queueMemberEmail } from './member-email.service.js';

export async function emailRoutes(app: FastifyInstance) {
  registerOperations(app, emailOperations, {
    send: {
      handle: async ({ run, tenant, body }) => {
        const id = await run((tx) => queueMemberEmail(tx, tenant.id, body));
        app.outbox.kick();
        return result({ id }, EMAIL_MESSAGES.sent);
      },
    },
  });
}
