// GET /api/settings (anyone on the club's site), POST /api/settings (admin), and which club a domain
// belongs to (clubs on their own host name; no tenant header).
import type { FastifyInstance } from 'fastify';
import { settingsOperations } from '@springboard/contract/operations/club';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { findTenantByDomain, getSettings, updateSettings } from './settings.service.js';

export async function settingsRoutes(app: FastifyInstance) {
  registerOperations(app, settingsOperations, {
    get: { handle: async ({ run, tenant }) => result(await run((tx) => getSettings(tx, tenant))) },
    update: {
      handle: async ({ run, tenant, body }) => {
        const data = await run(async (tx) => {
          await updateSettings(tx, tenant.id, body);
          return getSettings(tx, tenant);
        });
        return result(data, 'Settings updated successfully');
      },
    },
    tenantLookup: {
      handle: async ({ query }) => {
        const tenant = await app.tx.noClub((tx) => findTenantByDomain(tx, query.domain));
        if (!tenant) throw new AppError('NOT_FOUND', 'Club not found');
        return result(tenant);
      },
    },
  });
}
