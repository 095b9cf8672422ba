// What Manage User Roles and Role Permission Management decide apart from how they look: names as a
// reader sees them (the built-in permissions and three built-in roles by their translated name and
// description, never their code; a permission a club added before the list was fixed as typed, said
// to open nothing), the checklist's unsaved changes, and the server's refusals this namespace words
// its own way. Pure: tested without a browser.
import { PERMISSIONS, ROLES } from '@springboard/contract/permissions';
import type { MessageCode } from '@springboard/contract/messages';
import type { PermissionRow, RoleRow } from '@springboard/contract/roles';
import type { User } from '@springboard/contract/users';
import { ApiError } from '../../lib/api-client';
import { translateKey, type KeyedT } from '../../lib/i18n';
import { errorText } from '../../lib/server-messages';

const isBuiltInRole = (name: string) => (ROLES as readonly string[]).includes(name);
const isBuiltInPermission = (name: string) => (PERMISSIONS as readonly string[]).includes(name);

export function roleLabel(t: KeyedT, name: string): string {
  return isBuiltInRole(name) || name === 'user' ? translateKey(t, `roleNames.${name}`) : name;
}

export function permissionLabel(t: KeyedT, p: Pick<PermissionRow, 'name'>): string {
  return isBuiltInPermission(p.name) ? translateKey(t, `permissions.${p.name}.label`) : p.name;
}

/** A built-in permission's translated description; for one a club added before the list was fixed,
 *  its own description (if any) and that it opens nothing. */
export function permissionDescription(t: KeyedT, p: Pick<PermissionRow, 'name' | 'description'>): string {
  if (isBuiltInPermission(p.name)) return translateKey(t, `permissions.${p.name}.description`);
  const note = translateKey(t, 'manage.opensNothing');
  return p.description ? `${p.description} · ${note}` : note;
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

/** Everyone but the signed-in admin: the admin's own row is hidden. */
export const otherUsers = (users: readonly User[], meId: string | undefined) => users.filter((u) => u.id !== meId);

/** Refusals these screens word their own way (a removed row means the list was refreshed), by code. */
const SCREEN_WORDS: Partial<Record<MessageCode, string>> = {
  permission_built_in: 'errors.builtInPermission',
  admin_role_fixed: 'manage.fixed.admin',
  member_role_fixed: 'manage.fixed.member',
  role_not_found: 'errors.roleNotFound',
  permission_not_found: 'errors.permissionNotFound',
  last_admin: 'errors.lastAdmin',
  user_not_found: 'errors.userNotFound',
};

/** A failed call in the reader's language: this namespace's words for the refusals above, else the
 *  shared translation of its code. */
export function refusalText(t: KeyedT, err: unknown): string {
  const key = err instanceof ApiError ? SCREEN_WORDS[err.code] : undefined;
  return key ? translateKey(t, key) : errorText(err, t);
}

export const SERVER_MESSAGE_KEYS = Object.values(SCREEN_WORDS);
