// Loads the signed-in user behind a verified access token: the session must still be live, and
// role and permissions come from the database, so revocations and role changes apply at once.
// The lookup is one statement; a request sends it in its first round trip (principalStatement), after
// the club's epoch. A read by a session looked up before may instead act on the caller kept then
// (KnownCallers), answered only if the epoch sent with its query has not moved since.
import { UUID, type Statement } from '../db/tenant-tx.js';
import type { Principal } from './access.js';

type Row = {
  id: string;
  tenant_id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: Principal['role'];
  membership_id: string | null;
  permissions: string[] | null;
};

const LOOKUP = `
  select u.id, u.tenant_id, u.email, u.first_name, u.last_name, u.role, u.membership_id,
    (select array_agg(p.name order by p.name) from role_permissions rp
       join permissions p on p.id = rp.permission_id and p.tenant_id = rp.tenant_id
      where rp.role_id = u.role_id and rp.tenant_id = u.tenant_id) as permissions
  from auth_sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
  where s.id = $1 and s.user_id = $2 and s.revoked_at is null`;

/** The lookup for the first round trip, or null when an id is not a UUID (no such session). */
export function principalStatement(sessionId: string, userId: string): Statement | null {
  return UUID.test(sessionId) && UUID.test(userId) ? { text: LOOKUP, values: [sessionId, userId] } : null;
}

/** The caller from the lookup's rows (none: the session is gone or revoked). */
export function principalFrom(rows: Record<string, unknown>[], sessionId: string): Principal | null {
  const row = rows[0] as Row | undefined;
  if (!row) return null;
  return {
    id: row.id,
    tenantId: row.tenant_id,
    sessionId,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    membershipId: row.membership_id,
    permissions: row.permissions ?? [],
  };
}

/**
 * The club's epoch (migration 0015; no row yet: "0"), moved by every change a caller is judged by.
 * Sent BEFORE the lookup in the same message: a change landing between the two then shows as an old
 * epoch beside a new caller (refused later, at worst once too often), never the reverse.
 */
export const EPOCH_STATEMENT: Statement = { text: 'select epoch from auth_epochs', values: [] };

export function epochFrom(rows: Record<string, unknown>[] | undefined): string {
  const epoch = rows?.[0]?.epoch;
  return epoch === undefined || epoch === null ? '0' : String(epoch);
}

/** A caller as looked up, with the club's epoch read just before. */
export type KnownCaller = { principal: Principal; epoch: string };

const MAX_KNOWN_CALLERS = 10_000;

/**
 * Callers looked up by a signed-in read, by session: the next read of the same session acts on the
 * caller kept here and sends the epoch with its first query instead of the lookup; it is answered
 * only if that epoch is still the one kept (platform/operations.ts). A hint, never the authority:
 * the oldest give way past MAX_KNOWN_CALLERS.
 */
export class KnownCallers {
  private readonly bySession = new Map<string, KnownCaller>();

  get(sessionId: string, userId: string, tenantId: string): KnownCaller | undefined {
    const known = this.bySession.get(sessionId);
    return known && known.principal.id === userId && known.principal.tenantId === tenantId ? known : undefined;
  }

  keep(principal: Principal, epoch: string): void {
    this.bySession.delete(principal.sessionId);
    if (this.bySession.size >= MAX_KNOWN_CALLERS) this.bySession.delete(this.bySession.keys().next().value!);
    // Shared by the session's later requests: frozen, so no handler can change it for the next.
    const kept = Object.freeze({ ...principal, permissions: Object.freeze([...principal.permissions]) as string[] });
    this.bySession.set(principal.sessionId, { principal: kept, epoch });
  }

  forget(sessionId: string): void {
    this.bySession.delete(sessionId);
  }
}
