// Family data rights: the member's export and deletion request, the admin's list and confirmation.
import type { FastifyInstance } from 'fastify';
import { DATA_RIGHTS_MESSAGES } from '@springboard/contract/data-rights';
import { dataRightsOperations } from '@springboard/contract/operations/data-rights';
import { AppError } from '../../platform/app-error.js';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { confirmDeletion, exportFamily, myRequest, requestDeletion, requestsPage } from './data-rights.service.js';

function familyOf(user: { membershipId: string | null; role: string }): string {
  if (!user.membershipId || (user.role !== 'member' && user.role !== 'user')) throw new AppError('NOT_FOUND', 'family_only');
  return user.membershipId;
}

export async function dataRightsRoutes(app: FastifyInstance) {
  registerOperations(app, dataRightsOperations, {
    exportFamily: {
      handle: async ({ run, tenant, user, reply }) => {
        const membershipId = familyOf(user);
        const data = await run((tx) => exportFamily(tx, tenant.id, membershipId));
        reply.header('cache-control', 'no-store');
        return result(data);
      },
    },
    myRequest: {
      handle: async ({ run, user }) => {
        const membershipId = familyOf(user);
        return result({ request: await run((tx) => myRequest(tx, membershipId)) });
      },
    },
    requestDeletion: {
      handle: async ({ run, tenant, user }) => {
        const membershipId = familyOf(user);
        return result(await run((tx) => requestDeletion(tx, tenant.id, membershipId, user.id)), DATA_RIGHTS_MESSAGES.requested);
      },
    },
    list: { handle: async ({ run, list }) => listResult(await run((tx) => requestsPage(tx, list))) },
    confirm: {
      handle: async ({ run, tenant, user, params }) =>
        result(await run((tx) => confirmDeletion(tx, tenant.id, params.id, user.id)), DATA_RIGHTS_MESSAGES.confirmed),
    },
  });
}
