// GET /api/home: the overview admins and staff land on, of the caller's club, with
// only the parts of the pages the caller may open.
import type { FastifyInstance } from 'fastify';
import { homeOperations } from '@springboard/contract/operations/home';
import { registerOperations, result } from '../../platform/operations.js';
import { can } from '../../platform/access.js';
import { clubToday, homeOverview } from './home.service.js';
import { setupChecklist } from './setup-checklist.js';

export async function homeRoutes(app: FastifyInstance) {
  registerOperations(app, homeOperations, {
    overview: {
      handle: async ({ run, user, tenant }) =>
        result(await run(async (tx) => homeOverview(tx, await clubToday(tx, tenant.id), (p) => can(user, p)))),
    },
    setup: { handle: async ({ run }) => result(await run(setupChecklist)) },
  });
}
