// /api/users: Manage Staff and Manage User Roles. Admin only, declared with
// the operations.
import type { FastifyInstance } from 'fastify';
import { userOperations } from '@springboard/contract/operations/users';
import { USERS_MESSAGES } from '@springboard/contract/users';
import { listResult, registerOperations, result } from '../../platform/operations.js';
import { updateUser, usersPage } from './users.service.js';

export async function usersRoutes(app: FastifyInstance) {
  registerOperations(app, userOperations, {
    list: { handle: async ({ run, query, list }) => listResult(await run((tx) => usersPage(tx, list, query.role))) },
    update: {
      handle: async ({ run, user, params, body }) => {
        const data = await run((tx) => updateUser(tx, params.id, body, user.id));
        const sent = Object.entries(body).filter(([, v]) => v !== undefined);
        const onlyRole = sent.length === 1 && sent[0]![0] === 'role';
        return result(data, onlyRole ? USERS_MESSAGES.roleUpdated : USERS_MESSAGES.userUpdated);
      },
    },
  });
}
