// Membership expiry: daily, memberships whose annual fee for the coming term is
// paid are renewed for a year, and the family of a membership that has ended unrenewed is told once
// (per term) by e-mail. GET /memberships/check/expiry reads the same expires_on.
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { queueEmail } from '../email/email.service.js';
import { doOnce } from '../../platform/jobs/claims.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import { renewPaidMemberships } from '../memberships/memberships.service.js';

type Lapsed = { id: string; email: string; first_name: string; last_name: string; expires_on: string; language: string };

export async function expireMemberships(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  out.add('renewed', await renewPaidMemberships(ctx));
  const noticed = await ctx.run(async (tx) => {
    const [club] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, ctx.tenantId));
    const lapsed = await tx.execute<Lapsed>(sql`
      select id, email, first_name, last_name, expires_on::text as expires_on, language from memberships
      where expires_on is not null and expires_on < ${ctx.today}::date
        and not exists (select 1 from job_claims c where c.key = 'expired:' || memberships.expires_on::text || ':' || memberships.id)
      order by expires_on limit 500`);
    let n = 0;
    for (const m of lapsed.rows) {
      if (!(await doOnce(tx, ctx.tenantId, `expired:${m.expires_on}:${m.id}`, 'sent'))) continue;
      const link = club ? `${ctx.publicUrl}/club/${encodeURIComponent(club.slug)}/member/view-invoice` : ctx.publicUrl;
      await queueEmail(tx, ctx.tenantId, { to: m.email, kind: 'member', ...expiredEmail(m, club?.name, link) });
      n++;
    }
    return n;
  });
  out.add('expired', noticed);
  if (noticed > 0) ctx.kickOutbox();
  return { counts: out.counts, failures: out.failures };
}

/** The notice of a membership that ended unrenewed, in the family's language, its date written out. */
function expiredEmail(m: Lapsed, clubName: string | undefined, link: string): { subject: string; text: string } {
  const es = m.language === 'es';
  const ended = new Intl.DateTimeFormat(es ? 'es' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${m.expires_on}T00:00:00Z`));
  if (es)
    return {
      subject: `${clubName ?? 'Su club'}: su membresía ha vencido`,
      text: [
        `Hola, ${m.first_name} ${m.last_name}:`,
        '',
        `Su membresía terminó el ${ended}. Por favor, pague la cuota anual de membresía para renovarla y mantener inscritos a sus atletas:`,
        link,
      ].join('\n'),
    };
  return {
    subject: `${clubName ?? 'Your club'}: your membership has expired`,
    text: [
      `Hello ${m.first_name} ${m.last_name},`,
      '',
      `Your membership ended on ${ended}. Please pay the annual membership fee to renew it and keep your athletes enrolled:`,
      link,
    ].join('\n'),
  };
}
