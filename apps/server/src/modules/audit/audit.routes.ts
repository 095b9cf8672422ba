// GET /api/audit and its "who" filter's people: admins only, declared with the operations.
import type { FastifyInstance } from 'fastify';
import { auditOperations } from '@springboard/contract/operations/audit';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { auditActors, auditPage } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance) {
  registerOperations(app, auditOperations, {
    list: { handle: async ({ run, query, list }) => listResult(await run((tx) => auditPage(tx, list, query))) },
    actors: { handle: async ({ run }) => result(await run(auditActors)) },
  });
}
