// One definition of an active membership, shared by the admin home and the Membership report so
// both count the same memberships: a membership is active on a day when it has started by that day
// and has not expired before it (no expiry date means it never expires).
import { sql, type SQL } from 'drizzle-orm';

/**
 * True for a membership (table alias `m`) active on some day between `from` and `to` (ISO dates,
 * inclusive). With `from` = `to` it is "active on that day", which is what the home shows for today.
 */
export function activeMembershipBetween(alias: string, from: string | SQL, to: string | SQL): SQL {
  const m = sql.raw(alias);
  const f = typeof from === 'string' ? sql`${from}::date` : from;
  const t = typeof to === 'string' ? sql`${to}::date` : to;
  return sql`(${m}.start_date <= ${t} and (${m}.expires_on is null or ${m}.expires_on >= ${f}))`;
}
