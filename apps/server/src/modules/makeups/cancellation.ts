// A class the club cancels (a closure of one slot on one or more dates): in the same transaction as
// the closure, each athlete enrolled in it gets a make-up token (source cancellation, once per
// athlete, closure and date), a make-up booked into it is cancelled with its token given back, and
// each family is e-mailed in its language.
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, enrollments, makeups, makeupTokens, memberships, programs, programSlots, tenants } from '../../db/schema.js';
import { addDays } from '../../platform/jobs/schedule-times.js';
import { queueEmail } from '../email/email.service.js';
import { makeupRules, timeOn, todayIn } from './class-times.js';
import { classCancelledEmail } from './makeup-emails.js';
import { termOfSlot } from './tokens.service.js';

export type CancelledClass = {
  tenantId: string;
  closureId: string;
  slotId: string;
  dates: string[];
  reason: string | null;
  publicUrl: string;
};

/** Returns how many tokens were given and e-mails queued (call `app.outbox.kick()` after commit). */
export async function makeupsForCancelledClass(tx: Tx, c: CancelledClass): Promise<{ tokens: number; emails: number }> {
  const [slot] = await tx
    .select({ times: programSlots.times, label: programs.label, labelEs: programs.labelEs })
    .from(programSlots)
    .innerJoin(programs, eq(programs.id, programSlots.programId))
    .where(eq(programSlots.id, c.slotId));
  if (!slot || c.dates.length === 0) return { tokens: 0, emails: 0 };
  const rules = await makeupRules(tx, c.tenantId);
  const today = todayIn(rules);
  const termId = await termOfSlot(tx, c.slotId);
  const [club] = await tx.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, c.tenantId));
  const link = `${c.publicUrl}/club/${encodeURIComponent(club?.slug ?? '')}/member/classes`;
  let tokens = 0;
  let emails = 0;
  for (const date of c.dates) {
    const expiresOn = addDays(date > today ? date : today, rules.tokenValidDays);
    // Make-ups booked into the cancelled class: cancelled, their tokens usable again.
    const booked = await tx
      .update(makeups)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(and(eq(makeups.slotId, c.slotId), eq(makeups.date, date), eq(makeups.status, 'booked')))
      .returning({ tokenId: makeups.tokenId, athleteId: makeups.athleteId });
    if (booked.length)
      await tx
        .update(makeupTokens)
        .set({ status: 'available' })
        .where(
          inArray(
            makeupTokens.id,
            booked.map((b) => b.tokenId),
          ),
        );
    const enrolled = await tx
      .select({ athleteId: enrollments.athleteId, membershipId: enrollments.membershipId })
      .from(enrollments)
      .where(and(eq(enrollments.slotId, c.slotId), lte(enrollments.startsOn, date)));
    if (enrolled.length) {
      const given = await tx
        .insert(makeupTokens)
        .values(
          enrolled.map((e) => ({
            tenantId: c.tenantId,
            membershipId: e.membershipId,
            athleteId: e.athleteId,
            source: 'cancellation',
            closureId: c.closureId,
            slotId: c.slotId,
            classDate: date,
            termId,
            expiresOn,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: makeupTokens.id });
      tokens += given.length;
    }
    const athleteIds = [...new Set([...enrolled.map((e) => e.athleteId), ...booked.map((b) => b.athleteId)])];
    if (athleteIds.length === 0) continue;
    const people = await tx
      .select({
        membershipId: memberships.id,
        email: memberships.email,
        language: memberships.language,
        first: athletes.firstName,
      })
      .from(athletes)
      .innerJoin(memberships, eq(memberships.id, athletes.membershipId))
      .where(inArray(athletes.id, athleteIds));
    const families = new Map<string, { email: string; language: 'en' | 'es'; names: string[] }>();
    for (const p of people) {
      const f = families.get(p.membershipId) ?? { email: p.email, language: p.language === 'es' ? 'es' : 'en', names: [] };
      f.names.push(p.first);
      families.set(p.membershipId, f);
    }
    for (const f of families.values()) {
      const email = classCancelledEmail({
        language: f.language,
        clubName: club?.name ?? '',
        athleteNames: f.names,
        program: f.language === 'es' && slot.labelEs ? slot.labelEs : slot.label,
        date,
        time: timeOn(slot.times, date),
        reason: c.reason,
        expiresOn,
        link,
      });
      await queueEmail(tx, c.tenantId, { to: f.email, kind: 'makeup', ...email });
      emails++;
    }
  }
  return { tokens, emails };
}
