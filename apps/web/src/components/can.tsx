// The one permission rule of the web app, the server's `can` mirrored (apps/server/src/platform/
// access.ts): admins hold every permission, staff the ones their role was given, nobody else any.
// The guards, the area routes and the sidebars ask through <Can> or useCan; the server still decides.
import { useCallback, type ReactNode } from 'react';
import type { Permission } from '@springboard/contract/permissions';
import { useAuth } from '../lib/auth-context';

/** No permission asked: anyone signed in. */
export function can(role: string | undefined, held: readonly string[], permission?: Permission): boolean {
  if (!role) return false;
  if (!permission || role === 'admin') return true;
  return role === 'staff' && held.includes(permission);
}

/** A checker for lists (a sidebar), plus whether a staff member's permissions are still loading. */
export function usePermissionCheck(): { can: (permission?: Permission) => boolean; loading: boolean } {
  const { user, permissions, permissionsLoading } = useAuth();
  const role = user?.role;
  const check = useCallback((permission?: Permission) => can(role, permissions, permission), [role, permissions]);
  return { can: check, loading: permissionsLoading && role === 'staff' };
}

export function useCan(permission?: Permission): boolean {
  return usePermissionCheck().can(permission);
}

type CanProps = {
  permission?: Permission;
  children: ReactNode;
  /** Shown without the permission (nothing by default). */
  fallback?: ReactNode;
  /** Shown while a staff member's permissions load, so "no access" never flashes (the fallback by default). */
  pending?: ReactNode;
};

export function Can({ permission, children, fallback = null, pending = fallback }: CanProps) {
  const { can: check, loading } = usePermissionCheck();
  if (check(permission)) return <>{children}</>;
  return <>{loading ? pending : fallback}</>;
}
