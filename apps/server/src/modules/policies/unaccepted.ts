// Which required policies a family has not accepted in their current version: what registration
// asks for, what blocks the member area at sign-in, and what refuses a front-desk check-in.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';

export type UnacceptedPolicy = {
  id: string;
  slug: string;
  title: string;
  /** The version the family must accept. */
  current_version: number;
  /** The latest version the family accepted before, or null when they never accepted one. */
  accepted_version: number | null;
};

/** The club's required policies whose current version the family has not signed, by title. */
export async function unacceptedRequiredPolicies(tx: Tx, membershipId: string): Promise<UnacceptedPolicy[]> {
  const res = await tx.execute<UnacceptedPolicy>(sql`
    select p.id, p.slug, p.title, p.current_version,
      (select max(a.version) from policy_acceptances a
        where a.tenant_id = p.tenant_id and a.policy_id = p.id and a.membership_id = ${membershipId})::int as accepted_version
    from policies p
    where p.required_at_registration
      and not exists (select 1 from policy_acceptances a
        where a.tenant_id = p.tenant_id and a.policy_id = p.id and a.version = p.current_version
          and a.membership_id = ${membershipId})
    order by p.title, p.id`);
  return res.rows.map((r) => ({ ...r, current_version: Number(r.current_version) }));
}
