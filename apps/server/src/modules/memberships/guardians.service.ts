// A family's guardians: the first one (who registered; carries the family's name and e-mail) and
// those invited later (users.additional_guardian), each with their own account linked to the same
// membership, so every family access rule admits them.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Guardian, InviteGuardianBody } from '@springboard/contract/guardians';
import type { Tx } from '../../db/tenant-tx.js';
import { memberships, roles, users } from '../../db/schema.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import type { Principal } from '../../platform/access.js';
import { uniqueViolation } from '../../db/unique-violation.js';
import { recordAudit } from '../audit/audit.js';
import { queueGuardianInvitation, type ClubRef } from '../auth/passwords.service.js';
import { isEmailTaken } from './memberships.service.js';

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  additional: users.additionalGuardian,
  createdAt: users.createdAt,
  // Spelled out: drizzle renders a column unqualified, which the subquery would read as its own.
  signedIn: sql<boolean>`exists (select 1 from auth_sessions s where s.tenant_id = "users"."tenant_id" and s.user_id = "users"."id")`,
};
type Row = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  additional: boolean;
  createdAt: Date;
  signedIn: boolean;
};

const toGuardian = (r: Row): Guardian => ({
  user_id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  first_guardian: !r.additional,
  has_signed_in: r.signedIn,
  created_at: r.createdAt.toISOString(),
});

export async function listGuardians(tx: Tx, membershipId: string): Promise<Guardian[]> {
  const rows = await tx
    .select(columns)
    .from(users)
    .where(and(eq(users.membershipId, membershipId), eq(users.role, 'member')))
    .orderBy(asc(users.additionalGuardian), asc(users.createdAt), asc(users.id));
  return rows.map(toGuardian);
}

/** Staff and admins act for any family; a member only as its first guardian (or, removing,
 *  themselves). The family's own details (names, address) are the first guardian's too: an invited
 *  guardian changes only their own name. */
export async function callerIsFirstGuardian(tx: Tx, me: Principal, membershipId: string): Promise<boolean> {
  if (me.role === 'admin' || me.role === 'staff') return true;
  const [row] = await tx
    .select({ additional: users.additionalGuardian, membershipId: users.membershipId })
    .from(users)
    .where(eq(users.id, me.id));
  return row?.membershipId === membershipId && !row.additional;
}

export async function inviteGuardian(
  tx: Tx,
  ctx: { club: ClubRef; publicUrl: string; me: Principal; membershipId: string; passwordHash: string },
  body: InviteGuardianBody,
): Promise<Guardian> {
  if (!(await callerIsFirstGuardian(tx, ctx.me, ctx.membershipId))) throw new AppError('FORBIDDEN', 'first_guardian_only');
  const [family] = await tx
    .select({ language: memberships.language, firstName: memberships.firstName, lastName: memberships.lastName })
    .from(memberships)
    .where(eq(memberships.id, ctx.membershipId));
  if (!family) throw new AppError('NOT_FOUND', 'membership_not_found');
  if (await isEmailTaken(tx, body.email)) throw fieldError('email', 'guardian_email_in_club', 'CONFLICT');
  const [memberRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'member')).limit(1);
  let made: Row;
  try {
    [made] = (await tx
      .insert(users)
      .values({
        tenantId: ctx.club.id,
        email: body.email,
        passwordHash: ctx.passwordHash,
        firstName: body.first_name ?? '',
        lastName: body.last_name ?? '',
        role: 'member',
        roleId: memberRole?.id ?? null,
        membershipId: ctx.membershipId,
        additionalGuardian: true,
      })
      .returning({ ...columns, signedIn: sql<boolean>`false` })) as [Row];
  } catch (err) {
    if (uniqueViolation(err)) throw fieldError('email', 'guardian_email_in_club', 'CONFLICT');
    throw err;
  }
  const inviter = `${ctx.me.firstName} ${ctx.me.lastName}`.trim() || `${family.firstName} ${family.lastName}`;
  await queueGuardianInvitation(
    tx,
    ctx.club,
    ctx.publicUrl,
    { id: made.id, email: made.email },
    inviter,
    family.language === 'es' ? 'es' : 'en',
  );
  await recordAudit(tx, {
    tenantId: ctx.club.id,
    actorUserId: ctx.me.id,
    action: 'guardian_added',
    entity: 'membership',
    entityId: ctx.membershipId,
    after: { user_id: made.id, email: made.email, first_name: made.firstName, last_name: made.lastName },
  });
  return toGuardian(made);
}

/** Deletes an invited guardian's account: its sessions go with it, so they are signed out at once. */
export async function removeGuardian(tx: Tx, me: Principal, membershipId: string, userId: string): Promise<void> {
  const [target] = await tx
    .select({ id: users.id, email: users.email, additional: users.additionalGuardian, role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.membershipId, membershipId)))
    .for('update');
  if (!target || target.role !== 'member') throw new AppError('NOT_FOUND', 'guardian_not_found');
  if (!target.additional) throw new AppError('CONFLICT', 'first_guardian_stays');
  if (me.id !== userId && !(await callerIsFirstGuardian(tx, me, membershipId)))
    throw new AppError('FORBIDDEN', 'first_guardian_only');
  await tx.delete(users).where(eq(users.id, userId));
  await recordAudit(tx, {
    tenantId: me.tenantId,
    actorUserId: me.id,
    action: 'guardian_removed',
    entity: 'membership',
    entityId: membershipId,
    before: { user_id: target.id, email: target.email },
  });
}
