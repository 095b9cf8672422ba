// Which club a domain belongs to (clubs on their own host name; no tenant header).
import type { FastifyInstance } from 'fastify';
import { clubOperations } from '@springboard/contract/operations/clubs';
import { AppError } from '../../platform/app-error.js';
import { registerOperations, result } from '../../platform/operations.js';
import { findTenantByDomain } from './clubs.service.js';

export async function clubsRoutes(app: FastifyInstance) {
  registerOperations(app, clubOperations, {
    tenantLookup: {
      handle: async ({ query }) => {
        const tenant = await app.tx.noClub((tx) => findTenantByDomain(tx, query.domain));
        if (!tenant) throw new AppError('NOT_FOUND', 'club_not_found');
        return result(tenant);
      },
    },
  });
}
