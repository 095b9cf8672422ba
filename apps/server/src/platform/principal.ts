// Loads the signed-in user behind a verified access token: the session must still be live, and
// role and permissions come from the database, so revocations and role changes apply at once.
// The lookup is one statement; a request sends it with its transaction's opening (principalStatement).
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

/** Its permissions are the role's names as the role row keeps them (roles.permission_names, kept by
 *  a trigger in the same transaction as any change of the role's permissions): read live, like the
 *  session and the role, without joining the permissions on every request. They come as a JSON
 *  array, which JSON.parse reads in one native call, rather than as a text[] that node-postgres
 *  parses character by character in JavaScript, on every signed-in request. */
const LOOKUP = `
  select u.id, u.tenant_id, u.email, u.first_name, u.last_name, u.role, u.membership_id, to_json(r.permission_names) as permissions
  from auth_sessions s join users u on u.id = s.user_id and u.tenant_id = s.tenant_id
    left join roles r on r.id = u.role_id and r.tenant_id = u.tenant_id
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
