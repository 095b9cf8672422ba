// GET /api/closures (anyone on the club's site) and POST/DELETE /api/closures (the club's admins).
// Cancelling one class also tells its families and gives each enrolled athlete a make-up token, in
// the same transaction as the cancellation.
import type { FastifyInstance } from 'fastify';
import { CLOSURE_MESSAGES } from '@springboard/contract/closures';
import { closureOperations } from '@springboard/contract/operations/closures';
import { registerOperations, result } from '../../platform/operations.js';
import { makeupsForCancelledClass } from '../makeups/cancellation.js';
import { createClosure, deleteClosure, listClosures } from './closures.service.js';

export async function closuresRoutes(app: FastifyInstance) {
  registerOperations(app, closureOperations, {
    list: { handle: async ({ run, tenant, query }) => result(await run((tx) => listClosures(tx, tenant.id, query))) },
    create: {
      handle: async ({ run, tenant, user, body }) => {
        const { closure, emails } = await run(async (tx) => {
          const made = await createClosure(tx, tenant.id, user.id, body);
          if (!made.slot_id) return { closure: made, emails: 0 };
          const given = await makeupsForCancelledClass(tx, {
            tenantId: tenant.id,
            closureId: made.id,
            slotId: made.slot_id,
            dates: [made.starts_on],
            reason: made.name,
            publicUrl: app.config.publicUrl,
          });
          return { closure: made, emails: given.emails };
        });
        if (emails > 0) app.outbox.kick();
        return result(closure, body.slot_id ? CLOSURE_MESSAGES.cancelled : CLOSURE_MESSAGES.created);
      },
    },
    remove: {
      handle: async ({ run, params }) => {
        await run((tx) => deleteClosure(tx, params.id));
        return result({ id: params.id }, CLOSURE_MESSAGES.deleted);
      },
    },
  });
}
