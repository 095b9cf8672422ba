// Coaches of each time slot: admins read and set them.
import type { FastifyInstance } from 'fastify';
import { coachOperations } from '@springboard/contract/operations/coaches';
import { registerOperations, result } from '../../platform/operations.js';
import { listSlotCoaches, setSlotCoaches } from './coaches.service.js';

export async function coachesRoutes(app: FastifyInstance) {
  registerOperations(app, coachOperations, {
    list: { handle: async ({ run }) => result(await run((tx) => listSlotCoaches(tx))) },
    set: {
      handle: async ({ run, tenant, params, body }) =>
        result(await run((tx) => setSlotCoaches(tx, tenant.id, params.id, body.staff_ids))),
    },
  });
}
