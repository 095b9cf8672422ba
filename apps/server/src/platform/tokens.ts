// Access tokens: short-lived JWTs (HS256 via jose) bound to one club and one session; refresh and
// reset tokens: random opaque strings stored only as SHA-256 hashes.
import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRole } from '@springboard/contract/permissions';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/** An authenticated response carries a fresh access token (`token`) once less than this remains. */
export const SLIDING_REFRESH_SECONDS = 5 * 60;

export type AccessClaims = { userId: string; tenantId: string; sessionId: string; role: UserRole };

export type TokenService = {
  signAccess: (c: AccessClaims) => Promise<{ token: string; expiresAt: number }>;
  verifyAccess: (token: string) => Promise<(AccessClaims & { expiresAt: number }) | null>;
};

/** Access tokens remembered once verified (the oldest forgotten first): a signed-in client sends the
 *  same token with every request for its 15 minutes, and its HMAC check was a tenth of a read's time. */
const VERIFIED_TOKENS_KEPT = 10_000;

export function createTokenService(appSecret: string): TokenService {
  const key = new Uint8Array(hkdfSync('sha256', appSecret, 'springboard', 'access-token-v1', 32));
  // Per service, so per secret. Only tokens that passed jwtVerify go in; the expiry is checked on
  // every use as jose checks it (expired once `exp` is reached). A revoked session is not a matter
  // for the token: the request's session lookup refuses it (principal.ts).
  const verified = new Map<string, AccessClaims & { expiresAt: number }>();
  return {
    async signAccess(c) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ tid: c.tenantId, sid: c.sessionId, role: c.role })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(c.userId)
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .setAudience('springboard')
        .sign(key);
      return { token, expiresAt };
    },
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Math.floor(Date.now() / 1000)) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience: 'springboard' });
        const { sub, tid, sid, role, exp } = payload as Record<string, unknown>;
        if (typeof sub !== 'string' || typeof tid !== 'string' || typeof sid !== 'string' || typeof role !== 'string')
          return null;
        if (typeof exp !== 'number') return null;
        const claims = Object.freeze({ userId: sub, tenantId: tid, sessionId: sid, role: role as UserRole, expiresAt: exp });
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
