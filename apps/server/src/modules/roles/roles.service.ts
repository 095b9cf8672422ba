// Roles and permissions of a club (Role Permission Management). Staff permissions are read
// from these rows on every request (platform/principal.ts), so a change applies to the next request
// on every server process. The admin role holds everything and the member role nothing
// (platform/access.ts), so neither is edited here. The permissions are the product's fixed list: none
// can be added, and the built-in ones cannot be deleted (a club's own, kept from before, can).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { PERMISSIONS } from '@springboard/contract/permissions';
import { FIXED_ROLES, isBuiltInPermission, type PermissionRow, type RoleRow } from '@springboard/contract/roles';
import type { Tx } from '../../db/tenant-tx.js';
import { permissions, rolePermissions, roles } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { recordAudit } from '../audit/audit.js';

const ROLE_ORDER = ['admin', 'staff', 'member'];
const isFixed = (name: string) => (FIXED_ROLES as readonly string[]).includes(name);

const byRoleOrder = (a: { name: string }, b: { name: string }) => {
  const ia = ROLE_ORDER.indexOf(a.name);
  const ib = ROLE_ORDER.indexOf(b.name);
  if (ia !== ib) return (ia < 0 ? ROLE_ORDER.length : ia) - (ib < 0 ? ROLE_ORDER.length : ib);
  return a.name.localeCompare(b.name);
};

/** Built-in permissions first, in PERMISSIONS' order; the club's own after them, by name. */
const byPermissionOrder = (a: PermissionRow, b: PermissionRow) => {
  const ia = (PERMISSIONS as readonly string[]).indexOf(a.name);
  const ib = (PERMISSIONS as readonly string[]).indexOf(b.name);
  if (ia !== ib) return (ia < 0 ? PERMISSIONS.length : ia) - (ib < 0 ? PERMISSIONS.length : ib);
  return a.name.localeCompare(b.name);
};

const permissionColumns = { id: permissions.id, name: permissions.name, description: permissions.description };
const toPermission = (p: { id: string; name: string; description: string | null }): PermissionRow => ({
  ...p,
  built_in: isBuiltInPermission(p.name),
});

export async function listRoles(tx: Tx): Promise<RoleRow[]> {
  const rows = await tx
    .select({
      id: roles.id,
      name: roles.name,
      user_count: sql<number>`(select count(*) from users u where u.role_id = "roles"."id" and u.tenant_id = "roles"."tenant_id")::int`,
    })
    .from(roles);
  return rows.map((r) => ({ ...r, editable: !isFixed(r.name) })).sort(byRoleOrder);
}

export async function listPermissions(tx: Tx): Promise<PermissionRow[]> {
  const rows = await tx.select(permissionColumns).from(permissions).orderBy(asc(permissions.name));
  return rows.map(toPermission).sort(byPermissionOrder);
}

async function findRole(tx: Tx, roleId: string, lock = false): Promise<{ id: string; name: string }> {
  const q = tx.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.id, roleId));
  const [role] = await (lock ? q.for('update') : q);
  if (!role) throw new AppError('NOT_FOUND', 'role_not_found');
  return role;
}

export async function listRolePermissions(tx: Tx, roleId: string): Promise<PermissionRow[]> {
  const role = await findRole(tx, roleId);
  // What access.ts grants, not what rows happen to say: admins hold every permission.
  if (role.name === 'admin') return listPermissions(tx);
  const rows = await tx
    .select(permissionColumns)
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map(toPermission).sort(byPermissionOrder);
}

/** Refused: the permissions are the product's fixed list, each checked by its own pages and actions
 *  (PERMISSIONS), so a permission a club named itself would gate nothing. */
export function createPermission(): never {
  throw fieldError('name', 'permission_list_fixed');
}

/** Replaces the role's permissions with exactly these; an id the club does not have changes nothing. */
export async function setRolePermissions(
  tx: Tx,
  tenantId: string,
  roleId: string,
  ids: readonly string[],
  by: string,
): Promise<PermissionRow[]> {
  // Locked: two admins saving the same role at once apply one after the other, never a mix.
  const role = await findRole(tx, roleId, true);
  if (role.name === 'admin') throw new AppError('CONFLICT', 'admin_role_fixed');
  if (role.name === 'member') throw new AppError('CONFLICT', 'member_role_fixed');
  const wanted = [...new Set(ids)];
  const found = wanted.length
    ? await tx.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, wanted))
    : [];
  if (found.length !== wanted.length) {
    throw fieldError('permission_ids', 'permission_not_found', 'NOT_FOUND');
  }
  const held = (await listRolePermissions(tx, roleId)).map((p) => p.name);
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (wanted.length) {
    await tx.insert(rolePermissions).values(wanted.map((permissionId) => ({ tenantId, roleId, permissionId })));
  }
  const now = await listRolePermissions(tx, roleId);
  const names = now.map((p) => p.name);
  const data = {
    role: role.name,
    granted: names.filter((n) => !held.includes(n)),
    removed: held.filter((n) => !names.includes(n)),
  };
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'role_permissions_changed',
    entity: 'role',
    entityId: roleId,
    before: { permissions: held },
    after: { permissions: names },
    data,
  });
  return now;
}

export async function deletePermission(tx: Tx, id: string, by: string): Promise<void> {
  const [row] = await tx
    .select({ name: permissions.name, tenantId: permissions.tenantId })
    .from(permissions)
    .where(eq(permissions.id, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'permission_not_found');
  if (isBuiltInPermission(row.name)) throw new AppError('CONFLICT', 'permission_built_in');
  // Its role_permissions rows go with it (ON DELETE CASCADE).
  await tx.delete(permissions).where(eq(permissions.id, id));
  await recordAudit(tx, {
    tenantId: row.tenantId,
    actorUserId: by,
    action: 'permission_deleted',
    entity: 'permission',
    entityId: id,
    before: { name: row.name },
    data: { name: row.name },
  });
}
