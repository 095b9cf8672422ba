// POST /email/send-email: staff with the memberships page e-mail one family;
// POST /email/send-group-email: the admin e-mails the families of some slots. Each message is
// queued with the request's transaction and handed to the outbox after it commits.
import type { FastifyInstance } from 'fastify';
import { EMAIL_MESSAGES } from '@springboard/contract/email';
import { emailOperations } from '@springboard/contract/operations/email';
import { registerOperations, result } from '../../platform/operations.js';
import { groupEmailHistory, previewGroupEmail, queueGroupEmail } from './group-email.service.js';
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
    sendGroup: {
      handle: async ({ run, tenant, user, body }) => {
        const sender = { id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email };
        const recipients = await run((tx) => queueGroupEmail(tx, tenant.id, body, sender));
        app.outbox.kick();
        return result({ recipients }, EMAIL_MESSAGES.sent);
      },
    },
    previewGroup: {
      handle: async ({ run, tenant, body }) => result(await run((tx) => previewGroupEmail(tx, tenant.name, body))),
    },
    groupHistory: { handle: async ({ run }) => result(await run((tx) => groupEmailHistory(tx))) },
  });
}
