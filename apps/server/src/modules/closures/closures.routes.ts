// GET /api/closures (anyone on the club's site) and POST/DELETE /api/closures (the club's admins).
import type { FastifyInstance } from 'fastify';
import { CLOSURE_MESSAGES } from '@springboard/contract/closures';
import { closureOperations } from '@springboard/contract/operations/closures';
import { registerOperations, result } from '../../platform/operations.js';
import { createClosure, deleteClosure, listClosures } from './closures.service.js';

export async function closuresRoutes(app: FastifyInstance) {
  registerOperations(app, closureOperations, {
    list: { handle: async ({ run, tenant, query }) => result(await run((tx) => listClosures(tx, tenant.id, query))) },
    create: {
      handle: async ({ run, tenant, user, body }) =>
        result(
          await run((tx) => createClosure(tx, tenant.id, user.id, body)),
          body.slot_id ? CLOSURE_MESSAGES.cancelled : CLOSURE_MESSAGES.created,
        ),
    },
    remove: {
      handle: async ({ run, params }) => {
        await run((tx) => deleteClosure(tx, params.id));
        return result({ id: params.id }, CLOSURE_MESSAGES.deleted);
      },
    },
  });
}
