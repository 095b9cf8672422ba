// Membership expiry (00-decisions.md §5): daily, memberships whose annual fee for the coming term is
// paid are renewed for a year, and the family of a membership that has ended unrenewed is told once
// (per term) by e-mail. GET /memberships/check/expiry reads the same expires_on.
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { queueEmail } from '../email/email.service.js';
import { doOnce } from './claims.js';
import { outcome, type JobContext, type JobOutcome } from './job-context.js';

/**
 * Moves expires_on a year on for each membership whose annual fee invoice of the coming term
 * (run_key `annual:<last day>:<membership>`, automatic-annual-fee.ts) is paid; a membership that
 * lapsed long ago runs a year from today instead. Returns how many were renewed. Safe to re-run: the
 * renewed membership's key names its new last day, whose invoice does not exist yet.
 */
export async function renewPaidMemberships(ctx: Pick<JobContext, 'run' | 'today'>): Promise<number> {
  return ctx.run(async (tx) => {
    const res = await tx.execute(sql`
      update memberships m
      set expires_on = greatest((m.expires_on + interval '1 year')::date, (${ctx.today}::date + interval '1 year' - interval '1 day')::date),
          updated_at = now()
      where m.expires_on is not null and exists (
        select 1 from invoices i
        where i.membership_id = m.id and i.category = 'annual_fee'
          and i.run_key = 'annual:' || m.expires_on::text || ':' || m.id
          and (i.status = 'paid' or i.post_status = 'paid'))`);
    return res.rowCount ?? 0;
  });
}

type Lapsed = { id: string; email: string; first_name: string; last_name: string; expires_on: string };

export async function expireMemberships(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  out.add('renewed', await renewPaidMemberships(ctx));
  const noticed = await ctx.run(async (tx) => {
    const [club] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, ctx.tenantId));
    const lapsed = await tx.execute<Lapsed>(sql`
      select id, email, first_name, last_name, expires_on::text as expires_on from memberships
      where expires_on is not null and expires_on < ${ctx.today}::date
        and not exists (select 1 from job_claims c where c.key = 'expired:' || memberships.expires_on::text || ':' || memberships.id)
      order by expires_on limit 500`);
    let n = 0;
    for (const m of lapsed.rows) {
      if (!(await doOnce(tx, ctx.tenantId, `expired:${m.expires_on}:${m.id}`, 'sent'))) continue;
      await queueEmail(tx, ctx.tenantId, {
        to: m.email,
        kind: 'member',
        subject: `${club?.name ?? 'Your club'}: your membership has expired`,
        text: [
          `Hello ${m.first_name} ${m.last_name},`,
          '',
          `Your membership ended on ${m.expires_on}. Please pay the annual membership fee to renew it and keep your athletes enrolled:`,
          club ? `${ctx.publicUrl}/club/${encodeURIComponent(club.slug)}/member/view-invoice` : ctx.publicUrl,
        ].join('\n'),
      });
      n++;
    }
    return n;
  });
  out.add('expired', noticed);
  if (noticed > 0) ctx.kickOutbox();
  return { counts: out.counts, failures: out.failures };
}
