// GET /api/website (anyone on the club's site) and PUT /api/website (the club's admin).
import type { FastifyInstance } from 'fastify';
import { websiteOperations } from '@springboard/contract/operations/website';
import { registerOperations, result } from '../../platform/operations.js';
import { getWebsite, saveWebsite } from './website.service.js';

export async function websiteRoutes(app: FastifyInstance) {
  registerOperations(app, websiteOperations, {
    get: { handle: async ({ run, tenant }) => result(await run((tx) => getWebsite(tx, tenant.id))) },
    update: {
      handle: async ({ run, tenant, body }) => result(await run((tx) => saveWebsite(tx, tenant.id, body)), 'Website saved'),
    },
  });
}
