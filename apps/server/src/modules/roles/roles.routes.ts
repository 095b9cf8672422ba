// /api/role-permission/*: Role Permission Management. Admin only,
// declared with the operations.
import type { FastifyInstance } from 'fastify';
import { roleOperations } from '@springboard/contract/operations/roles';
import { ROLES_MESSAGES } from '@springboard/contract/roles';
import { registerOperations, result } from '../../platform/operations.js';
import {
  createPermission,
  deletePermission,
  listPermissions,
  listRolePermissions,
  listRoles,
  setRolePermissions,
} from './roles.service.js';

export async function rolesRoutes(app: FastifyInstance) {
  registerOperations(app, roleOperations, {
    roles: { handle: async ({ run }) => result(await run((tx) => listRoles(tx))) },
    permissions: { handle: async ({ run }) => result(await run((tx) => listPermissions(tx))) },
    rolePermissions: { handle: async ({ run, params }) => result(await run((tx) => listRolePermissions(tx, params.roleId))) },
    createPermission: { handle: () => createPermission() },
    setRolePermissions: {
      handle: async ({ run, tenant, user, params, body }) =>
        result(
          await run((tx) => setRolePermissions(tx, tenant.id, params.roleId, body.permission_ids, user.id)),
          ROLES_MESSAGES.permissionsUpdated,
        ),
    },
    deletePermission: {
      handle: async ({ run, user, params }) => {
        await run((tx) => deletePermission(tx, params.id, user.id));
        return result(null, ROLES_MESSAGES.permissionDeleted);
      },
    },
  });
}
