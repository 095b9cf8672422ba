// Members see and change their own family only; staff and admins see every family of their club.
// Another family's rows answer 404, never 403, so ids cannot be probed (00-decisions.md §2).
import type { Principal } from '../../platform/access.js';
import { isStaffOrAdmin } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';

/** null: every membership of the club; a string: only that one. */
export type FamilyScope = string | null;

export function familyScope(user: Principal | null): FamilyScope {
  if (isStaffOrAdmin(user)) return null;
  // A signed-in account with no family (e.g. a fresh 'user') sees nothing.
  return user?.membershipId ?? '00000000-0000-0000-0000-000000000000';
}

/** Throws 404 unless the caller may see this membership's rows. */
export function assertFamily(user: Principal | null, membershipId: string, what = 'Membership not found'): void {
  const scope = familyScope(user);
  if (scope !== null && scope !== membershipId) throw new AppError('NOT_FOUND', what);
}
