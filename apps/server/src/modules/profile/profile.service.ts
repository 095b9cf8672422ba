// A signed-in user's own name. The account holder of a membership carries the family's name, so a
// member's change reaches the membership too (as PUT /memberships/{id} reaches the account).
import { eq } from 'drizzle-orm';
import type { SessionUser } from '@springboard/contract/auth';
import type { UpdateMeBody } from '@springboard/contract/profile';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, users } from '../../db/schema.js';
import { AppError } from '../../platform/app-error.js';
import type { Principal } from '../../platform/access.js';

export async function updateOwnName(tx: Tx, me: Principal, body: UpdateMeBody): Promise<SessionUser> {
  const now = new Date();
  const [u] = await tx
    .update(users)
    .set({ firstName: body.first_name, lastName: body.last_name, updatedAt: now })
    .where(eq(users.id, me.id))
    .returning({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      tenantId: users.tenantId,
      membershipId: users.membershipId,
      additionalGuardian: users.additionalGuardian,
    });
  if (!u) throw new AppError('NOT_FOUND', 'user_not_found');
  // An invited guardian's name is their own; the first guardian's is the family's.
  if (u.membershipId && u.role === 'member' && !u.additionalGuardian) {
    await tx
      .update(memberships)
      .set({ firstName: body.first_name, lastName: body.last_name, updatedAt: now })
      .where(eq(memberships.id, u.membershipId));
  }
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    role: u.role as SessionUser['role'],
    tenant_id: u.tenantId,
    membership_id: u.membershipId,
  };
}
