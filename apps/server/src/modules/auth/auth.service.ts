// Signing in, who am I, and adding staff. Password checks run outside any transaction: argon2 is
// slow on purpose, and a connection should not wait on it.
import { and, eq } from 'drizzle-orm';
import { type LoginBody, type Me, type Session, type SessionUser } from '@springboard/contract/auth';
import type { Tx } from '../../db/tenant-tx.js';
import { roles, users } from '../../db/schema.js';
import { emailIs } from '../../db/schema/columns.js';
import type { Principal } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { decoyHash, hashPassword, verifyPassword } from '../../platform/passwords.js';
import { randomToken, type TokenService } from '../../platform/tokens.js';
import { asSessionUser, openSession, sessionUserColumns } from './sessions.service.js';
import type { Runner } from '../../db/tenant-tx.js';
import { recordAudit } from '../audit/audit.js';

/** The user of this club with this address (any case), with the hash for checking a password. */
export async function findCredentials(tx: Tx, email: string): Promise<(SessionUser & { passwordHash: string }) | null> {
  const [row] = await tx
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(emailIs(users.emailKey, email))
    .limit(1);
  return row ? { ...asSessionUser(row), passwordHash: row.passwordHash } : null;
}

/** Same answer and about the same time for an unknown address as for a wrong password. */
export async function login(run: Runner, tokens: TokenService, body: LoginBody): Promise<Session> {
  const found = await run((tx) => findCredentials(tx, body.email));
  const valid = await verifyPassword(found?.passwordHash ?? (await decoyHash()), body.password);
  if (!found || !valid) throw new AppError('UNAUTHORIZED', 'invalid_credentials');
  const { passwordHash: _hash, ...user } = found;
  return run((tx) => openSession(tx, tokens, user));
}

export function toMe(p: Principal): Me {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    role: p.role,
    tenant_id: p.tenantId,
    membership_id: p.membershipId,
    permissions: p.permissions,
  };
}

/** Adds a staff member (or another admin) to the club; 409 when the address is taken. */
export async function registerStaff(
  tx: Tx,
  tenantId: string,
  body: { role: 'staff' | 'admin'; email: string; password?: string | undefined; firstName: string; lastName: string },
  by: string,
): Promise<SessionUser> {
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.name, body.role)))
    .limit(1);
  // Invited (no password given): a random secret nobody knows stands in until they choose theirs.
  const passwordHash = await hashPassword(body.password ?? randomToken());
  const [row] = await tx
    .insert(users)
    .values({
      tenantId,
      email: body.email,
      passwordHash,
      firstName: body.firstName,
      lastName: body.lastName,
      role: body.role,
      roleId: role?.id ?? null,
    })
    .onConflictDoNothing()
    .returning(sessionUserColumns);
  if (!row) throw new AppError('CONFLICT', 'user_email_taken');
  await recordAudit(tx, {
    tenantId,
    actorUserId: by,
    action: 'staff_added',
    entity: 'user',
    entityId: row.id,
    after: { role: body.role },
    data: { invited: body.password === undefined },
  });
  return asSessionUser(row);
}
