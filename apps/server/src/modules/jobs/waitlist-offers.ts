// Waitlist offers, every quarter hour per club: offers past their hold time expire,
// then each slot with families waiting offers its free places (capacity − enrolled − open offers) to
// the next families in line, e-mailing each an accept link held for the club's offer hours. A place
// freed by an unenrolment, a deleted athlete, a raised capacity, a declined or an expired offer is
// found here, so no other module needs a hook. Each slot is handled under its row lock, so two
// processes running this at once never offer one place twice.
import { eq } from 'drizzle-orm';
import { tenants } from '../../db/schema.js';
import { queueEmail } from '../email/email.service.js';
import { expireOffers, offerFreePlaces, offerHoursOf, slotsWithWaiting, type NewOffer } from '../waitlist/waitlist.service.js';
import { outcome, type JobContext, type JobOutcome } from '../../platform/jobs/job-context.js';
import { slotWhen } from '../programs/slot-text.js';

/** The offer e-mail in the family's language: which class, until when the place is held, the link. */
export function offerEmail(
  o: NewOffer,
  club: { name: string; slug: string },
  ctx: Pick<JobContext, 'publicUrl' | 'timeZone'>,
): { subject: string; text: string } {
  const es = o.language === 'es';
  const until = new Intl.DateTimeFormat(es ? 'es' : 'en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: ctx.timeZone }).format(
    o.expiresAt,
  );
  const when = slotWhen(o, o.language);
  const program = (es && o.programLabelEs) || o.programLabel;
  const link = `${ctx.publicUrl}/club/${encodeURIComponent(club.slug)}/waitlist-offer#${o.token}`;
  if (es)
    return {
      subject: `${club.name}: hay una plaza libre para ${o.athleteFirstName}`,
      text: [
        `Hola, ${o.familyFirstName}:`,
        '',
        `Hay una plaza libre para ${o.athleteFirstName} en ${program}, ${when || `horario ${o.slotLabel}`}.`,
        `Se la reservamos hasta el ${until} (${ctx.timeZone}).`,
        '',
        'Para aceptar la plaza e inscribir a su atleta, abra este enlace:',
        link,
        '',
        'Si no desea la plaza, puede rechazarla en la misma página; pasará entonces a la siguiente familia de la lista de espera.',
        '',
        club.name,
      ].join('\n'),
    };
  return {
    subject: `${club.name}: a place is free for ${o.athleteFirstName}`,
    text: [
      `Hello ${o.familyFirstName},`,
      '',
      `A place is free for ${o.athleteFirstName} in ${program}, ${when || `time slot ${o.slotLabel}`}.`,
      `We are holding it for you until ${until} (${ctx.timeZone}).`,
      '',
      'To accept the place and enrol your athlete, open this link:',
      link,
      '',
      'If you do not want the place, you can decline it on the same page; it then goes to the next family on the waitlist.',
      '',
      club.name,
    ].join('\n'),
  };
}

export async function sendWaitlistOffers(ctx: JobContext): Promise<JobOutcome> {
  const out = outcome();
  out.add('expired', await ctx.run((tx) => expireOffers(tx)));
  const { slots, hours, club } = await ctx.run(async (tx) => {
    const [c] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, ctx.tenantId));
    return { slots: await slotsWithWaiting(tx), hours: await offerHoursOf(tx, ctx.tenantId), club: c };
  });
  if (!club) return { counts: out.counts, failures: out.failures };
  let offered = 0;
  for (const slotId of slots) {
    // One transaction per slot: the offers and their e-mails commit together or not at all.
    offered += await ctx.run(async (tx) => {
      const made = await offerFreePlaces(tx, ctx.tenantId, slotId, hours);
      for (const o of made) {
        await queueEmail(tx, ctx.tenantId, { to: o.email, kind: 'member', ...offerEmail(o, club, ctx) });
      }
      return made.length;
    });
  }
  out.add('offered', offered);
  if (offered > 0) ctx.kickOutbox();
  return { counts: out.counts, failures: out.failures };
}
