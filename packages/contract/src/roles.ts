// Roles and the permissions they hold, and adding permissions.
import { say } from './messages.js';
import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permissions.js';

/** Messages the web app shows as they are. */
export const ROLES_MESSAGES = {
  roleNotFound: say('role_not_found'),
  permissionNotFound: say('permission_not_found'),
  permissionsUpdated: 'Permissions updated successfully',
  permissionDeleted: 'Permission Deleted',
  nameRequired: say('permission_name_required'),
  nameTaken: say('permission_name_taken'),
  builtInPermission: say('permission_built_in'),
  adminRoleFixed: say('admin_role_fixed'),
  memberRoleFixed: say('member_role_fixed'),
} as const;

export const PERMISSION_NAME_MAX = 100;
export const PERMISSION_DESCRIPTION_MAX = 500;

/** The permissions the product's pages and actions check (PERMISSIONS): they cannot be deleted. */
export const isBuiltInPermission = (name: string): name is Permission => (PERMISSIONS as readonly string[]).includes(name);

/** Roles whose permissions are fixed: admins hold every one, members none (platform/access.ts). */
export const FIXED_ROLES = ['admin', 'member'] as const;

export const role = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** False for the admin and member roles: their permissions follow from the role itself. */
  editable: z.boolean(),
  /** Users on this role. */
  user_count: z.number().int(),
});
export type RoleRow = z.infer<typeof role>;

export const permission = z.object({
  id: z.string().uuid(),
  name: z.string(),
  description: z.string().nullable(),
  /** One of the built-in permissions, which pages and actions depend on: never deleted. */
  built_in: z.boolean(),
});
export type PermissionRow = z.infer<typeof permission>;

export const roleIdParams = z.object({ roleId: z.string().uuid() });
export const permissionIdParams = z.object({ id: z.string().uuid() });

/** POST /role-permission/permissions, always refused (permissions are a fixed list): a blank name is
 *  refused as such, any other with permission_list_fixed. */
export const createPermissionBody = z.object({
  name: z
    .string({ error: ROLES_MESSAGES.nameRequired })
    .trim()
    .min(1, ROLES_MESSAGES.nameRequired)
    .max(PERMISSION_NAME_MAX, say('too_long', { max: PERMISSION_NAME_MAX })),
  description: z
    .string()
    .trim()
    .max(PERMISSION_DESCRIPTION_MAX, say('too_long', { max: PERMISSION_DESCRIPTION_MAX }))
    .nullish()
    .transform((d) => (d ? d : null)),
});
export type CreatePermissionInput = z.input<typeof createPermissionBody>;

/** POST /role-permission/roles/{roleId}/permissions: the role's whole set (it replaces the old one). */
export const setRolePermissionsBody = z.object({
  permission_ids: z.array(z.string().uuid(), { error: say('permission_id_list') }).max(500),
});
