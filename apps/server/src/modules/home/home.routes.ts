// GET /api/home: the overview admins and staff land on, of the caller's club, with
// only the parts of the pages the caller may open.
import type { FastifyInstance } from 'fastify';
import { homeOperations } from '@springboard/contract/operations/home';
import { registerOperations, result } from '../../platform/operations.js';
import { can } from '../../platform/access.js';
import { clubToday, homeOverview } from './home.service.js';
import { classScopeOf, coachedSlotIds } from '../coaches/coaches.service.js';
import { setupChecklist } from './setup-checklist.js';

export async function homeRoutes(app: FastifyInstance) {
  registerOperations(app, homeOperations, {
    overview: {
      handle: async ({ run, user, tenant }) =>
        result(
          await run(async (tx) => {
            const overview = await homeOverview(tx, await clubToday(tx, tenant.id), (p) => can(user, p));
            // A coach without all_classes lands on their own classes of today.
            const scope = classScopeOf(user);
            if (scope === null || overview.classes_today === null) return { ...overview, my_classes_only: false };
            const mine = new Set(await coachedSlotIds(tx, scope));
            return {
              ...overview,
              classes_today: overview.classes_today.filter((c) => mine.has(c.slot_id)),
              my_classes_only: true,
            };
          }),
        ),
    },
    setup: { handle: async ({ run }) => result(await run(setupChecklist)) },
  });
}
