// Who may call an operation: the rule is declared with the operation in packages/contract (`access`;
// docs/decisions/0006-operation-declarations.md), and this file is the one place that judges it.
import type { Access, PermissionRule } from '@springboard/contract/operation';
import type { Permission } from '@springboard/contract/permissions';

export type { Access };

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

/** null: every membership of the club; a string: only that one. */
export type FamilyScope = string | null;

/** A membership id that matches no row: the scope of a signed-in account with no family yet. */
const NO_FAMILY = '00000000-0000-0000-0000-000000000000';

/** Admins hold every permission; staff the ones their role was given (any one of a list will do);
 *  nobody else any. */
export function can(p: Principal | null | undefined, rule: PermissionRule): boolean {
  if (!p) return false;
  if (p.role === 'admin') return true;
  if (p.role !== 'staff') return false;
  const wanted: readonly Permission[] = typeof rule === 'string' ? [rule] : rule;
  return wanted.some((w) => p.permissions.includes(w));
}

/** Signed in, and may the rule's caller be this user at all (before any family check)? */
export function allows(rule: Access, p: Principal | null): boolean {
  switch (rule.kind) {
    case 'public':
    case 'visitor':
      return true;
    case 'signedIn':
      return p !== null;
    case 'admin':
      return p?.role === 'admin';
    case 'staff':
      return can(p, rule.permission);
    case 'family':
      if (!p) return false;
      // Staff reach families through their permission only; members and fresh accounts their own.
      if (p.role === 'admin' || p.role === 'staff') return can(p, rule.staff);
      return true;
  }
}

/** The families a caller of a `family` operation reaches: every one for staff with the permission
 *  and admins, their own for anyone else. */
export function familyScopeOf(p: Principal): FamilyScope {
  if (p.role === 'admin' || p.role === 'staff') return null;
  return p.membershipId ?? NO_FAMILY;
}
