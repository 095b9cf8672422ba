// Role Permission Management: the club's roles, its permissions, which role holds which, and
// deleting a permission a club added before permissions became a fixed list. Admin only.
import { z } from 'zod';
import { access, defineOperation } from '../operation.js';
import { createPermissionBody, permission, permissionIdParams, role, roleIdParams, setRolePermissionsBody } from '../roles.js';

const tags = ['roles'];

export const roleOperations = {
  roles: defineOperation({
    method: 'GET',
    path: '/api/role-permission/roles',
    access: access.admin,
    response: z.array(role),
    tags,
  }),
  permissions: defineOperation({
    method: 'GET',
    path: '/api/role-permission/permissions',
    access: access.admin,
    response: z.array(permission),
    tags,
  }),
  rolePermissions: defineOperation({
    method: 'GET',
    path: '/api/role-permission/roles/:roleId/permissions',
    access: access.admin,
    params: roleIdParams,
    response: z.array(permission),
    description: 'The permissions the role holds. The admin role holds every permission of the club; the member role none.',
    tags,
  }),
  createPermission: defineOperation({
    method: 'POST',
    path: '/api/role-permission/permissions',
    access: access.admin,
    body: createPermissionBody,
    response: permission,
    status: 201,
    description:
      "Always refused: a club's permissions are Springboard's fixed list, each opening its own pages or actions, so a " +
      'permission a club invented would open nothing. A blank name is 400 `permission_name_required`, any other 400 ' +
      '`permission_list_fixed` on the field `name`; nothing is stored.',
    tags,
  }),
  setRolePermissions: defineOperation({
    method: 'POST',
    path: '/api/role-permission/roles/:roleId/permissions',
    access: access.admin,
    params: roleIdParams,
    body: setRolePermissionsBody,
    response: z.array(permission),
    description:
      "Sets the role's permissions to exactly `permission_ids`; staff on the role get the new set on their next request. " +
      'The admin and member roles are fixed (409); an id the club does not have is 404 and nothing changes.',
    tags,
  }),
  deletePermission: defineOperation({
    method: 'DELETE',
    path: '/api/role-permission/permissions/:id',
    access: access.admin,
    params: permissionIdParams,
    response: z.null(),
    description:
      'Removes a permission a club added before permissions became a fixed list (it opens nothing), and takes it from every role. ' +
      'The built-in permissions are 409.',
    tags,
  }),
};
