import { ApiError } from '../../lib/api-client';
import { describe, expect, it } from 'vitest';
import type { PermissionRow, RoleRow } from '@springboard/contract/roles';
import type { User } from '@springboard/contract/users';
import { PERMISSIONS } from '@springboard/contract/permissions';
import en from '../../locales/en/roles.json';
import es from '../../locales/es/roles.json';
import {
  hasChanges,
  initialRoleId,
  refusalText,
  otherUsers,
  permissionDescription,
  permissionLabel,
  roleLabel,
  SERVER_MESSAGE_KEYS,
  tickedIds,
} from './role-permissions';

const lookup = (messages: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
const tEn = (key: string) => String(lookup(en, key) ?? `missing:${key}`);

const perm = (id: string, name: string, description: string | null = null): PermissionRow => ({
  id,
  name,
  description,
  built_in: false,
});
const role = (id: string, name: string): RoleRow => ({
  id,
  name,
  editable: name !== 'admin' && name !== 'member',
  user_count: 0,
});

describe('names as a reader sees them', () => {
  it('translates the built-in roles and permissions and shows the club’s own as typed', () => {
    expect(roleLabel(tEn, 'admin')).toBe('Admin');
    expect(roleLabel(tEn, 'user')).toBe('No role yet');
    expect(roleLabel(tEn, 'coaches')).toBe('coaches');
    expect(permissionLabel(tEn, { name: 'mark_attendance_page' })).toBe('Mark Attendance');
    expect(permissionDescription(tEn, { name: 'mark_attendance_page', description: 'Mark attendance' })).toMatch(/attendance/);
    expect(permissionLabel(tEn, { name: 'view_reports' })).toBe('view_reports');
    expect(permissionDescription(tEn, { name: 'view_reports', description: null })).toBe(en.manage.opensNothing);
    expect(permissionDescription(tEn, { name: 'view_reports', description: 'Reports' })).toBe(
      `Reports · ${en.manage.opensNothing}`,
    );
  });

  it('has a label and a description for every permission, in both languages, none of them its code', () => {
    for (const name of PERMISSIONS) {
      for (const messages of [en, es]) {
        const label = lookup(messages, `permissions.${name}.label`);
        expect(typeof label, name).toBe('string');
        expect(label).not.toContain('_');
        expect(typeof lookup(messages, `permissions.${name}.description`), name).toBe('string');
      }
    }
    for (const key of SERVER_MESSAGE_KEYS) {
      expect(typeof lookup(en, key), key).toBe('string');
      expect(typeof lookup(es, key), key).toBe('string');
    }
  });
});

describe('Role Permission Management', () => {
  it('pre-selects the admin role, or the first when there is none', () => {
    expect(initialRoleId([role('s', 'staff'), role('a', 'admin')])).toBe('a');
    expect(initialRoleId([role('s', 'staff')])).toBe('s');
    expect(initialRoleId([])).toBeNull();
  });

  it('knows when the ticks differ from what the role holds, and sends them in list order', () => {
    const all = [perm('1', 'a'), perm('2', 'b'), perm('3', 'c')];
    const held = [all[0]!, all[2]!];
    expect(hasChanges(new Set(['1', '3']), held)).toBe(false);
    expect(hasChanges(new Set(['3', '1']), held)).toBe(false);
    expect(hasChanges(new Set(['1']), held)).toBe(true);
    expect(hasChanges(new Set(['1', '2']), held)).toBe(true);
    expect(tickedIds(all, new Set(['3', '1']))).toEqual(['1', '3']);
  });

  it('words the refusals it knows its own way, by code, and translates the others by theirs', () => {
    const builtIn = new ApiError(409, { code: 'permission_built_in' });
    expect(refusalText(tEn, builtIn)).toBe(en.errors.builtInPermission);
    expect(refusalText((k: string) => `es:${k}`, builtIn)).toBe('es:errors.builtInPermission');
    expect(refusalText((k: string) => `es:${k}`, new ApiError(403, { code: 'forbidden' }))).toBe('es:errors:forbidden');
  });
});

describe('Manage User Roles', () => {
  it("hides the signed-in admin's own row", () => {
    const u = (id: string) => ({ id }) as User;
    expect(otherUsers([u('me'), u('a'), u('b')], 'me').map((x) => x.id)).toEqual(['a', 'b']);
  });
});
