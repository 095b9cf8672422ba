// GET /api/terms (anyone on the club's site) and POST/PUT/DELETE /api/terms (the club's admins).
import type { FastifyInstance } from 'fastify';
import { TERM_MESSAGES } from '@springboard/contract/terms';
import { termOperations } from '@springboard/contract/operations/terms';
import { registerOperations, result } from '../../platform/operations.js';
import { createTerm, deleteTerm, listTerms, updateTerm } from './terms.service.js';

export async function termsRoutes(app: FastifyInstance) {
  registerOperations(app, termOperations, {
    list: {
      handle: async ({ run, tenant, user }) => {
        const family = user && (user.role === 'member' || user.role === 'user') ? user.membershipId : null;
        return result(await run((tx) => listTerms(tx, tenant.id, family)));
      },
    },
    create: {
      handle: async ({ run, tenant, body }) => result(await run((tx) => createTerm(tx, tenant.id, body)), TERM_MESSAGES.created),
    },
    update: {
      handle: async ({ run, tenant, params, body }) =>
        result(await run((tx) => updateTerm(tx, tenant.id, params.id, body)), TERM_MESSAGES.updated),
    },
    remove: {
      handle: async ({ run, params }) => {
        await run((tx) => deleteTerm(tx, params.id));
        return result({ id: params.id }, TERM_MESSAGES.deleted);
      },
    },
  });
}
