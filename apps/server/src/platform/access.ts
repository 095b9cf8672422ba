// Who may call a route: every /api route declares one of these in `config.access`, and the
// access plugin enforces it before the handler runs (00-decisions.md §2, "Roles").
import type { Permission } from '@springboard/contract/permissions';

export type Access =
  /** Needs no club: health, API docs, tenant lookup by domain. */
  | { kind: 'public' }
  /** Anyone on the club's site; a valid token of the club is read if sent. */
  | { kind: 'visitor' }
  /** Any signed-in user of the club; services limit members to their own family. */
  | { kind: 'member' }
  /** Staff holding the permission (or any staff when none is named), and admins. */
  | { kind: 'staff'; permission?: Permission }
  | { kind: 'admin' };

export const access = {
  public: { kind: 'public' } as Access,
  visitor: { kind: 'visitor' } as Access,
  member: { kind: 'member' } as Access,
  staff: (permission?: Permission): Access => (permission ? { kind: 'staff', permission } : { kind: 'staff' }),
  admin: { kind: 'admin' } as Access,
};

export type Principal = {
  id: string;
  tenantId: string;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'admin' | 'staff' | 'member' | 'user';
  membershipId: string | null;
  permissions: string[];
};

export function isStaffOrAdmin(p: Principal | null | undefined): boolean {
  return p?.role === 'admin' || p?.role === 'staff';
}

export function allows(rule: Access, p: Principal | null): boolean {
  switch (rule.kind) {
    case 'public':
    case 'visitor':
      return true;
    case 'member':
      return p !== null;
    case 'admin':
      return p?.role === 'admin';
    case 'staff':
      if (!p) return false;
      if (p.role === 'admin') return true;
      return p.role === 'staff' && (!rule.permission || p.permissions.includes(rule.permission));
  }
}
