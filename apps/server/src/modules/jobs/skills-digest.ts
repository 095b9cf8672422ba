// The weekly e-mail of new masteries, per club: each family that turned it on gets, in its language,
// the skills its athletes mastered since its last digest (none when nothing new was mastered).
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { queueEmail } from '../email/email.service.js';
import { dueDigests, markDigestSent, type Digest } from '../skills/digest.service.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';

function digestText(
  d: Digest,
  club: { name: string; slug: string },
  publicUrl: string,
  timeZone: string,
): { subject: string; text: string } {
  const es = d.language === 'es';
  const day = new Intl.DateTimeFormat(es ? 'es' : 'en-US', { dateStyle: 'medium', timeZone });
  const lines = d.masteries.map((m) => `- ${m.athlete}: ${m.skill} (${m.level}), ${day.format(m.at)}`);
  const link = `${publicUrl}/club/${encodeURIComponent(club.slug)}/member/skills`;
  return es
    ? {
        subject: `${club.name}: nuevas habilidades dominadas esta semana`,
        text: [
          `Hola ${d.firstName}:`,
          '',
          'Esta semana se dominaron estas habilidades:',
          ...lines,
          '',
          `Vea todo el progreso: ${link}`,
          '',
          club.name,
        ].join('\n'),
      }
    : {
        subject: `${club.name}: new skills mastered this week`,
        text: [
          `Hello ${d.firstName},`,
          '',
          'These skills were mastered this week:',
          ...lines,
          '',
          `See all the progress: ${link}`,
          '',
          club.name,
        ].join('\n'),
      };
}

export async function sendSkillsDigests(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  const { digests, club } = await ctx.run(async (tx) => {
    const [c] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, ctx.tenantId));
    return { digests: await dueDigests(tx), club: c };
  });
  if (!club) return { counts: out.counts, failures: out.failures };
  for (const d of digests) {
    // One transaction per family: its e-mail and the moment it covers commit together.
    await ctx.run(async (tx) => {
      const { subject, text } = digestText(d, club, ctx.publicUrl, ctx.timeZone);
      await queueEmail(tx, ctx.tenantId, { to: d.email, kind: 'member', subject, text });
      await markDigestSent(tx, d.membershipId, d.through);
    });
  }
  out.add('digests', digests.length);
  if (digests.length > 0) ctx.kickOutbox();
  return { counts: out.counts, failures: out.failures };
}
