// Session families: a sign-in opens an auth_sessions row; its refresh tokens rotate on every use,
// and a refresh token presented twice revokes the whole family (a copy was stolen, or replayed).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Session, SessionUser } from '@springboard/contract/auth';
import { rowsOf, type Tx } from '../../db/tenant-tx.js';
import { prebuiltInsert } from '../../db/prebuilt.js';
import { authSessions, refreshTokens, users } from '../../db/schema.js';
import { ACCESS_TOKEN_TTL_SECONDS, hashToken, randomToken, type TokenService } from '../../platform/tokens.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

/** Runs work in one transaction of the request's club (req.tenantTx has this shape). */

/** The columns of a user that may leave the server (never the password hash). */
export const sessionUserColumns = {
  id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  role: users.role,
  tenant_id: users.tenantId,
  membership_id: users.membershipId,
};

export function asSessionUser(row: { role: string } & Omit<SessionUser, 'role'>): SessionUser {
  return { ...row, role: row.role as SessionUser['role'] };
}

/** Opens a new session family for a user who just proved who they are. */
export async function openSession(tx: Tx, tokens: TokenService, user: SessionUser): Promise<Session> {
  // The session's id made here: the session and its refresh token go in one round trip.
  const sessionId = randomUUID();
  const refresh = randomToken();
  await Promise.all([
    rowsOf(tx, insertSession({ id: sessionId, tenantId: user.tenant_id, userId: user.id })),
    refreshTokenRow(tx, sessionId, user, refresh),
  ]);
  return sessionOf(tokens, sessionId, user, refresh);
}

const insertSession = prebuiltInsert(authSessions, ['id', 'tenantId', 'userId']);
const insertRefreshToken = prebuiltInsert(refreshTokens, ['tenantId', 'sessionId', 'tokenHash', 'expiresAt']);

function refreshTokenRow(tx: Tx, sessionId: string, user: SessionUser, refresh: string) {
  return rowsOf(
    tx,
    insertRefreshToken({
      tenantId: user.tenant_id,
      sessionId,
      tokenHash: hashToken(refresh),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
    }),
  );
}

async function mintTokens(tx: Tx, tokens: TokenService, sessionId: string, user: SessionUser): Promise<Session> {
  const refresh = randomToken();
  await refreshTokenRow(tx, sessionId, user, refresh);
  return sessionOf(tokens, sessionId, user, refresh);
}

async function sessionOf(tokens: TokenService, sessionId: string, user: SessionUser, refresh: string): Promise<Session> {
  const access = await tokens.signAccess({ userId: user.id, tenantId: user.tenant_id, sessionId, role: user.role });
  return {
    access_token: access.token,
    refresh_token: refresh,
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: access.expiresAt,
    token_type: 'bearer',
    user,
  };
}

export type RefreshOutcome = { kind: 'ok'; session: Session } | { kind: 'reused' } | { kind: 'expired' } | { kind: 'invalid' };

/**
 * Trades a refresh token for a new session of the same family. Returns rather than throws so that
 * revoking a family on reuse commits even though the caller then answers 401.
 */
export async function rotateRefreshToken(tx: Tx, tokens: TokenService, token: string): Promise<RefreshOutcome> {
  const tokenHash = hashToken(token);
  // Only one of two concurrent requests with the same token can flip used_at; the loser sees it used.
  const claimed = await tx.execute<{ session_id: string; user_id: string }>(sql`
    update refresh_tokens rt set used_at = now()
    from auth_sessions s
    where rt.token_hash = ${tokenHash} and rt.used_at is null and rt.expires_at > now()
      and s.id = rt.session_id and s.tenant_id = rt.tenant_id and s.revoked_at is null
    returning rt.session_id, s.user_id`);
  const hit = claimed.rows[0];
  if (hit) {
    const [user] = await tx.select(sessionUserColumns).from(users).where(eq(users.id, hit.user_id));
    if (!user) return { kind: 'invalid' };
    return { kind: 'ok', session: await mintTokens(tx, tokens, hit.session_id, asSessionUser(user)) };
  }
  const [known] = await tx
    .select({ sessionId: refreshTokens.sessionId, usedAt: refreshTokens.usedAt, expiresAt: refreshTokens.expiresAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  if (!known) return { kind: 'invalid' };
  if (known.usedAt) {
    await tx
      .update(authSessions)
      .set({ revokedAt: new Date(), revokedReason: 'refresh_token_reuse' })
      .where(and(eq(authSessions.id, known.sessionId), isNull(authSessions.revokedAt)));
    return { kind: 'reused' };
  }
  if (known.expiresAt.getTime() <= Date.now()) return { kind: 'expired' };
  return { kind: 'invalid' }; // its session was revoked (sign-out, password reset)
}

/** Ends every live session of a user, except `keepSessionId` when given. */
export async function revokeUserSessions(tx: Tx, userId: string, reason: string, keepSessionId?: string): Promise<number> {
  const rows = await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  return rows.length;
}
