// What Manage User Roles and Role Permission Management decide apart from how they look: names as a
// reader sees them (the six built-in permissions and three built-in roles are translated, the club's
// own shown as typed), the checklist's unsaved changes, the add-permission check, and the server's
// sentences as keys of the 'roles' namespace. Pure: tested without a browser.
import { PERMISSIONS, ROLES } from '@springboard/contract/permissions';
import { createPermissionBody, ROLES_MESSAGES, type PermissionRow, type RoleRow } from '@springboard/contract/roles';
import { USERS_MESSAGES, type User } from '@springboard/contract/users';
import { translateKey, type KeyedT } from '../../lib/i18n';

const isBuiltInRole = (name: string) => (ROLES as readonly string[]).includes(name);
const isBuiltInPermission = (name: string) => (PERMISSIONS as readonly string[]).includes(name);

export function roleLabel(t: KeyedT, name: string): string {
  return isBuiltInRole(name) || name === 'user' ? translateKey(t, `roleNames.${name}`) : name;
}

export function permissionLabel(t: KeyedT, p: Pick<PermissionRow, 'name'>): string {
  return isBuiltInPermission(p.name) ? translateKey(t, `permissions.${p.name}.label`) : p.name;
}

export function permissionDescription(t: KeyedT, p: Pick<PermissionRow, 'name' | 'description'>): string | null {
  return isBuiltInPermission(p.name) ? translateKey(t, `permissions.${p.name}.description`) : p.description;
}

/** The role pre-selected: the admin role when there is one, else the first. */
export function initialRoleId(roles: readonly RoleRow[]): string | null {
  return (roles.find((r) => r.name === 'admin') ?? roles[0])?.id ?? null;
}

/** The ids ticked differ from the ones the role holds. */
export function hasChanges(ticked: ReadonlySet<string>, held: readonly PermissionRow[]): boolean {
  if (ticked.size !== held.length) return true;
  return held.some((p) => !ticked.has(p.id));
}

/** The ticked ids in the order of the list (what is sent). */
export function tickedIds(all: readonly PermissionRow[], ticked: ReadonlySet<string>): string[] {
  return all.filter((p) => ticked.has(p.id)).map((p) => p.id);
}

/** The add-permission form's check: the contract's, so the words match the server's. */
export function addPermissionError(name: string): string | null {
  const parsed = createPermissionBody.safeParse({ name });
  if (parsed.success) return null;
  const issue = parsed.error.issues.find((i) => i.path[0] === 'name');
  if (!issue) return null;
  return issue.message === ROLES_MESSAGES.nameRequired ? 'manage.add.nameRequired' : issue.message;
}

/** Everyone but the signed-in admin: the admin's own row is hidden. */
export const otherUsers = (users: readonly User[], meId: string | undefined) => users.filter((u) => u.id !== meId);

const SERVER_MESSAGES: Record<string, string> = {
  [ROLES_MESSAGES.nameTaken]: 'errors.nameTaken',
  [ROLES_MESSAGES.nameRequired]: 'manage.add.nameRequired',
  [ROLES_MESSAGES.builtInPermission]: 'errors.builtInPermission',
  [ROLES_MESSAGES.adminRoleFixed]: 'manage.fixed.admin',
  [ROLES_MESSAGES.memberRoleFixed]: 'manage.fixed.member',
  [ROLES_MESSAGES.roleNotFound]: 'errors.roleNotFound',
  [ROLES_MESSAGES.permissionNotFound]: 'errors.permissionNotFound',
  [USERS_MESSAGES.lastAdmin]: 'errors.lastAdmin',
  [USERS_MESSAGES.userNotFound]: 'errors.userNotFound',
};

/** A server sentence in the reader's language when this namespace knows it, else as sent. */
export function localMessage(t: KeyedT, message: string): string {
  const key = SERVER_MESSAGES[message];
  return key ? translateKey(t, key) : message;
}

export const SERVER_MESSAGE_KEYS = Object.values(SERVER_MESSAGES);
