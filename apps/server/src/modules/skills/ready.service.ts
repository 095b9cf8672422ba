// "Ready to move up": athletes who mastered every required skill of their current level, with the
// next level's programs and slots, and the offer of a place in one of them, made through the
// waitlist's timed offer (and e-mailed in the family's language) or, when the slot is full, a place
// in its line. Accepting it moves the athlete (waitlist/move-up.ts).
import { sql } from 'drizzle-orm';
import type { ReadyAthlete } from '@springboard/contract/skills';
import type { Tx } from '../../db/tenant-tx.js';
import { AppError, fieldError } from '../../platform/app-error.js';
import { queueEmail } from '../email/email.service.js';
import { lineUpForOffer, type NewOffer } from '../waitlist/waitlist.service.js';
import { currentLevelOf } from '../waitlist/move-up.js';
import { levelSummary, nextLevel } from './progress.service.js';

/** SQL: the athlete `a` (with current level `level_id`) mastered every required skill of it, and it has some. */
const masteredAllRequired = sql`
  exists (select 1 from skills s where s.level_id = cur.level_id and s.required_to_move_up)
  and not exists (
    select 1 from skills s where s.level_id = cur.level_id and s.required_to_move_up
    and coalesce((select ev.state from skill_evaluations ev where ev.athlete_id = cur.id and ev.skill_id = s.id
                  order by ev.created_at desc, ev.id desc limit 1), 'not_started') <> 'mastered')`;

export async function readyAthletes(tx: Tx): Promise<ReadyAthlete[]> {
  const res = await tx.execute<{
    id: string;
    first_name: string;
    last_name: string;
    level_id: string;
    membership_id: string;
    family_first_name: string;
    family_last_name: string;
  }>(sql`
    with cur as (select a.id, a.first_name, a.last_name, a.membership_id, ${currentLevelOf(sql`a`)} as level_id from athletes a)
    select cur.id, cur.first_name, cur.last_name, cur.level_id, cur.membership_id,
           m.first_name as family_first_name, m.last_name as family_last_name
    from cur
    join levels l on l.id = cur.level_id
    join memberships m on m.id = cur.membership_id
    where ${masteredAllRequired}
    order by l.curriculum, l.position, cur.last_name, cur.first_name, cur.id`);
  const out: ReadyAthlete[] = [];
  for (const r of res.rows) {
    const level = (await levelSummary(tx, r.level_id))!;
    const next = await nextLevel(tx, r.level_id);
    const programs = next ? await levelPrograms(tx, next.id) : [];
    const pending = await tx.execute<{ slot_id: string; status: string }>(sql`
      select e.slot_id, e.status from move_up_offers mu join waitlist_entries e on e.id = mu.entry_id
      where mu.athlete_id = ${r.id} and e.status in ('waiting', 'offered')
      order by mu.created_at desc limit 1`);
    out.push({
      athlete: { id: r.id, first_name: r.first_name, last_name: r.last_name },
      family: { id: r.membership_id, first_name: r.family_first_name, last_name: r.family_last_name },
      level,
      next_level: next,
      programs,
      pending: pending.rows[0] ?? null,
    });
  }
  return out;
}

async function levelPrograms(tx: Tx, levelId: string): Promise<ReadyAthlete['programs']> {
  const res = await tx.execute<{
    program_id: string;
    label: string;
    id: string | null;
    slot_id: string | null;
    days: string[] | null;
    times: string[] | null;
    capacity: number | null;
    enrolled: number | null;
  }>(sql`
    select p.id as program_id, p.label, s.id, s.slot_id, s.days, s.times, coalesce(s.capacity, p.capacity)::int as capacity,
           (select count(*)::int from enrollments e where e.slot_id = s.id) as enrolled
    from programs p left join program_slots s on s.program_id = p.id
    where p.level_id = ${levelId}
    order by p.label, p.id, s.slot_id`);
  const programs = new Map<string, ReadyAthlete['programs'][number]>();
  for (const r of res.rows) {
    const p = programs.get(r.program_id) ?? { id: r.program_id, label: r.label, slots: [] };
    programs.set(r.program_id, p);
    if (r.id)
      p.slots.push({
        id: r.id,
        slot_id: r.slot_id!,
        days: r.days ?? [],
        times: r.times ?? [],
        capacity: r.capacity ?? 0,
        enrolled: r.enrolled ?? 0,
      });
  }
  return [...programs.values()];
}

export type MoveUpOffer = { result: 'offered' | 'waiting'; entry_id: string };

/** Offers the athlete a place in `slotId` (a slot of their next level): at once with a free place,
 *  else a place in the slot's line. The family's e-mail goes with an offer made now. */
export async function offerMoveUp(
  tx: Tx,
  club: { id: string; slug: string; name: string },
  where: { publicUrl: string; timeZone: string },
  by: string,
  athleteId: string,
  slotId: string,
): Promise<MoveUpOffer> {
  const a = await tx.execute<{ membership_id: string; level_id: string | null }>(
    sql`select a.membership_id, ${currentLevelOf(sql`a`)} as level_id from athletes a where a.id = ${athleteId}`,
  );
  const athlete = a.rows[0];
  if (!athlete) throw new AppError('NOT_FOUND', 'athlete_not_found');
  const next = athlete.level_id ? await nextLevel(tx, athlete.level_id) : null;
  if (!next) throw fieldError('athleteId', 'no_next_level');
  const slot = await tx.execute<{ level_id: string | null }>(sql`
    select p.level_id from program_slots s join programs p on p.id = s.program_id where s.id = ${slotId}`);
  if (!slot.rows[0]) throw fieldError('slot_id', 'slot_not_found', 'NOT_FOUND');
  if (slot.rows[0].level_id !== next.id) throw fieldError('slot_id', 'slot_not_of_next_level');
  const { entryId, offer } = await lineUpForOffer(tx, club.id, { id: athleteId, membershipId: athlete.membership_id }, slotId);
  await tx.execute(sql`
    insert into move_up_offers (tenant_id, entry_id, athlete_id, from_level_id, to_level_id, offered_by)
    values (${club.id}, ${entryId}, ${athleteId}, ${athlete.level_id}, ${next.id}, ${by})`);
  if (offer) {
    const lang = await tx.execute<{ language: string }>(
      sql`select language from memberships where id = ${athlete.membership_id}`,
    );
    const es = lang.rows[0]?.language === 'es';
    await queueEmail(tx, club.id, {
      to: offer.email,
      kind: 'member',
      subject: es
        ? `${club.name}: ${offer.athleteFirstName} está listo para subir a ${next.name_es ?? next.name}`
        : `${club.name}: ${offer.athleteFirstName} is ready to move up to ${next.name}`,
      text: offerText(offer, club, where, es ? (next.name_es ?? next.name) : next.name, es),
    });
  }
  return { result: offer ? 'offered' : 'waiting', entry_id: entryId };
}

function offerText(
  o: NewOffer,
  club: { slug: string; name: string },
  { publicUrl, timeZone }: { publicUrl: string; timeZone: string },
  levelName: string,
  es: boolean,
): string {
  const link = `${publicUrl}/club/${encodeURIComponent(club.slug)}/waitlist-offer#${o.token}`;
  const until = new Intl.DateTimeFormat(es ? 'es' : 'en-US', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    o.expiresAt,
  );
  return (
    es
      ? [
          `Hola ${o.familyFirstName}:`,
          '',
          `${o.athleteFirstName} ha dominado todas las habilidades de su nivel. Le ofrecemos una plaza en ${levelName}: ${o.programLabel}, horario ${o.slotLabel}.`,
          `La guardamos hasta el ${until} (${timeZone}).`,
          '',
          'Para aceptarla, abra este enlace (su inscripción en la clase del nivel anterior se cambia por esta):',
          link,
          '',
          'Si no la quiere, puede rechazarla en la misma página.',
        ]
      : [
          `Hello ${o.familyFirstName},`,
          '',
          `${o.athleteFirstName} has mastered every skill of their level. We are offering a place in ${levelName}: ${o.programLabel}, time slot ${o.slotLabel}.`,
          `We are holding it for you until ${until} (${timeZone}).`,
          '',
          "To accept it, open this link (the enrollment in the lower level's class is exchanged for this one):",
          link,
          '',
          'If you do not want it, you can decline it on the same page.',
        ]
  )
    .concat(['', club.name])
    .join('\n');
}
