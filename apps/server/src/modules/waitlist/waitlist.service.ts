// The waitlist of full time slots and its timed offers. Every change that touches a
// slot's places locks the slot row first (the lock enrollments.service.ts takes), so joining,
// offering and accepting are serialized per slot: a place is never offered or filled twice.
import { sql, type SQL } from 'drizzle-orm';
import { WAITLIST_MESSAGES as M, type OfferView, type WaitlistEntry } from '@springboard/contract/waitlist';
import type { FamilyLanguage } from '@springboard/contract/registrations';
import type { Tx } from '../../db/tenant-tx.js';
import type { FamilyScope } from '../../platform/access.js';
import { AppError } from '../../platform/app-error.js';
import { listSqlRows, WHOLE_LIST, type Listed, type ListRequest } from '../../platform/lists.js';
import { matchPeople, PEOPLE } from '../../platform/people-search.js';
import { enrollInSlots } from '../enrollments/enrollments.service.js';
import { hashToken, randomToken } from '../../platform/tokens.js';
import { completeMoveUp } from './move-up.js';
import { toDollars } from '@springboard/contract/money';
import { monthlyCents } from '../pricing/tuition.js';
import { loadClubPricing, tiersOf } from '../pricing/tuition.service.js';

/** Open offers of the transaction's club (row-level security scopes it): the admin home's figure. */
export async function countOpenOffers(tx: Tx): Promise<number> {
  const res = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from waitlist_offers where status = 'open' and expires_at > now()`,
  );
  return res.rows[0]?.n ?? 0;
}

type EntryRow = {
  id: string;
  slot_id: string;
  athlete_id: string;
  membership_id: string;
  position: number | null;
  line_length: number | null;
  status: WaitlistEntry['status'];
  created_at: string;
  athlete: { first_name: string; last_name: string };
  family: { first_name: string; last_name: string; email: string };
  program_id: string;
  program_label: string;
  slot_label: string;
  days: string[];
  times: string[];
  offer: { id: string; status: NonNullable<WaitlistEntry['offer']>['status']; expires_at: string; created_at: string } | null;
};

function toEntry(r: EntryRow): WaitlistEntry {
  return {
    id: r.id,
    slot_id: r.slot_id,
    athlete_id: r.athlete_id,
    membership_id: r.membership_id,
    position: r.position,
    line_length: r.line_length,
    status: r.status,
    created_at: new Date(r.created_at).toISOString(),
    athlete: { first_name: r.athlete.first_name, last_name: r.athlete.last_name },
    family: { first_name: r.family.first_name, last_name: r.family.last_name, email: r.family.email },
    program: { id: r.program_id, label: r.program_label },
    slot: { id: r.slot_id, slot_id: r.slot_label, days: r.days, times: r.times },
    offer: r.offer
      ? {
          id: r.offer.id,
          status: r.offer.status,
          expires_at: new Date(r.offer.expires_at).toISOString(),
          created_at: new Date(r.offer.created_at).toISOString(),
        }
      : null,
  };
}

/** An entry still in its slot's line (waiting, or offered a place). */
const inLine = sql`e.status in ('waiting', 'offered')`;

/** The entries matching `where` (over `e`, the entry, and its joins), as one SELECT without order.
 *  The athlete, the family, the latest offer and the entry's place in its line (1 first, by
 *  position, then joining time; the id breaks a tie) with the line's length are subqueries of the
 *  select list: under an ORDER BY with a LIMIT, PostgreSQL runs them for the page's rows only, after
 *  the sort, where joins (or numbering every line of the club) would read a big club's athletes,
 *  families and waitlist whole before sorting. */
function entriesSql(where: SQL): SQL {
  return sql`
    select e.id, e.slot_id, e.athlete_id, e.membership_id,
           case when ${inLine} then
             (select count(*) from waitlist_entries x
               where x.slot_id = e.slot_id and x.status in ('waiting', 'offered')
                 and (x.position, x.created_at, x.id) <= (e.position, e.created_at, e.id))::int
           end as position,
           case when ${inLine} then
             (select count(*) from waitlist_entries x where x.slot_id = e.slot_id and x.status in ('waiting', 'offered'))::int
           end as line_length,
           e.status, e.created_at,
           (select json_build_object('first_name', a.first_name, 'last_name', a.last_name)
              from athletes a where a.id = e.athlete_id) as athlete,
           (select json_build_object('first_name', m.first_name, 'last_name', m.last_name, 'email', m.email)
              from memberships m where m.id = e.membership_id) as family,
           p.id as program_id, p.label as program_label, s.slot_id as slot_label, s.days, s.times,
           (select json_build_object('id', o.id, 'status', o.status, 'expires_at', o.expires_at, 'created_at', o.created_at)
              from waitlist_offers o where o.entry_id = e.id
              order by (o.status = 'open') desc, o.created_at desc limit 1) as offer
    from waitlist_entries e
    join program_slots s on s.id = e.slot_id
    join programs p on p.id = s.program_id
    where ${where}`;
}

/** Line order: program, slot, the line (1 first: the order that numbers it), then the entries off
 *  the list, latest first; the id last so pages never overlap. `back`: the same order from the end. */
function lineOrder(back: boolean): SQL {
  const inLineBy = (column: SQL) => sql`case when ${inLine} then ${column} end`;
  const line = [inLineBy(sql`e.position`), inLineBy(sql`e.created_at`), inLineBy(sql`e.id`)];
  return back
    ? sql`p.label desc, s.slot_id desc, (not ${inLine}) desc, ${sql.join(
        line.map((k) => sql`${k} desc nulls first`),
        sql`, `,
      )}, e.updated_at, e.id desc`
    : sql`p.label, s.slot_id, (not ${inLine}), ${sql.join(line, sql`, `)}, e.updated_at desc, e.id`;
}

async function selectEntries(tx: Tx, where: SQL): Promise<WaitlistEntry[]> {
  const res = await tx.execute<EntryRow>(sql`${entriesSql(where)} order by ${lineOrder(false)}`);
  return res.rows.map(toEntry);
}

/** GET /api/waitlist: a family's own entries, or every family's for staff; one slot's only with
 *  `slotId`; those off the list too with `all`. `q` finds the athlete or the family. */
export async function listEntries(
  tx: Tx,
  scope: FamilyScope,
  opts: { slotId?: string | undefined; all: boolean },
  list: ListRequest = WHOLE_LIST,
): Promise<Listed<WaitlistEntry>> {
  const parts: SQL[] = [sql`true`];
  if (scope !== null) parts.push(sql`e.membership_id = ${scope}`);
  if (opts.slotId) parts.push(sql`e.slot_id = ${opts.slotId}`);
  if (!opts.all) parts.push(sql`e.status in ('waiting', 'offered')`);
  if (list.q) {
    const athlete = matchPeople(list.q, { ...PEOPLE.athletes, id: sql`e.athlete_id` });
    const family = matchPeople(list.q, { ...PEOPLE.memberships, id: sql`e.membership_id` });
    parts.push(sql`(${athlete} or ${family})`);
  }
  const where = sql.join(parts, sql` and `);
  // Every entry has its slot and program (foreign keys, never null): the total counts entries alone.
  const counted = sql`select 1 from waitlist_entries e where ${where}`;
  return listSqlRows<EntryRow, WaitlistEntry>(
    tx,
    list,
    entriesSql(where),
    lineOrder(!!list.sort?.desc),
    (rows) => rows.map(toEntry),
    counted,
  );
}

async function entryById(tx: Tx, id: string): Promise<WaitlistEntry> {
  const [e] = await selectEntries(tx, sql`e.id = ${id}`);
  if (!e) throw new AppError('NOT_FOUND', 'waitlist_entry_not_found');
  return e;
}

/** The entry if the caller's scope includes its family (404 otherwise, as for another family's id). */
async function findEntry(tx: Tx, id: string, scope: FamilyScope): Promise<{ id: string; slotId: string; status: string }> {
  const res = await tx.execute<{ id: string; slot_id: string; status: string }>(sql`
    select id, slot_id, status from waitlist_entries
    where id = ${id} ${scope === null ? sql`` : sql`and membership_id = ${scope}`}`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'waitlist_entry_not_found');
  return { id: row.id, slotId: row.slot_id, status: row.status };
}

type Places = { capacity: number; enrolled: number; openOffers: number };

/** Locks the slot row (the lock enrollInSlots takes) and counts its places after the lock is held. */
export async function lockSlotPlaces(tx: Tx, slotId: string, exceptOfferId?: string): Promise<Places> {
  const slot = await tx.execute<{ capacity: number }>(sql`
    select coalesce(s.capacity, p.capacity)::int as capacity
    from program_slots s join programs p on p.id = s.program_id
    where s.id = ${slotId}
    for update of s`);
  const cap = slot.rows[0];
  if (!cap) throw new AppError('NOT_FOUND', 'slot_not_found');
  const counts = await tx.execute<{ enrolled: number; offers: number }>(sql`
    select (select count(*)::int from enrollments where slot_id = ${slotId}) as enrolled,
           (select count(*)::int from waitlist_offers
             where slot_id = ${slotId} and status = 'open' and expires_at > now()
             ${exceptOfferId ? sql`and id <> ${exceptOfferId}` : sql``}) as offers`);
  return { capacity: cap.capacity, enrolled: counts.rows[0]!.enrolled, openOffers: counts.rows[0]!.offers };
}

/** Puts the athlete last on the slot's waitlist: only when the slot is full (or others already wait). */
export async function joinWaitlist(
  tx: Tx,
  tenantId: string,
  athlete: { id: string; membershipId: string },
  slotId: string,
): Promise<WaitlistEntry> {
  const places = await lockSlotPlaces(tx, slotId);
  const state = await tx.execute<{ enrolled: boolean; live: boolean; waiting: number; last: number }>(sql`
    select exists (select 1 from enrollments where slot_id = ${slotId} and athlete_id = ${athlete.id}) as enrolled,
           exists (select 1 from waitlist_entries where slot_id = ${slotId} and athlete_id = ${athlete.id}
                    and status in ('waiting', 'offered')) as live,
           (select count(*)::int from waitlist_entries where slot_id = ${slotId} and status = 'waiting') as waiting,
           (select coalesce(max(position), 0)::int from waitlist_entries where slot_id = ${slotId}) as last`);
  const s = state.rows[0]!;
  if (s.enrolled) throw new AppError('CONFLICT', 'already_enrolled');
  if (s.live) throw new AppError('CONFLICT', 'already_waiting');
  if (s.waiting === 0 && places.enrolled + places.openOffers < places.capacity)
    throw new AppError('CONFLICT', 'waitlist_not_full');
  const res = await tx.execute<{ id: string }>(sql`
    insert into waitlist_entries (tenant_id, slot_id, athlete_id, membership_id, position)
    values (${tenantId}, ${slotId}, ${athlete.id}, ${athlete.membershipId}, ${s.last + 1})
    returning id`);
  return entryById(tx, res.rows[0]!.id);
}

/**
 * For a new athlete (registration, Athlete Registration): joins the slot's waitlist, or, should a place
 * have freed since the family chose it, enrols the athlete there instead: what the family wanted.
 */
export async function joinOrEnroll(
  tx: Tx,
  tenantId: string,
  athlete: { id: string; membershipId: string },
  slotId: string,
): Promise<'waiting' | 'enrolled'> {
  try {
    await joinWaitlist(tx, tenantId, athlete, slotId);
    return 'waiting';
  } catch (err) {
    if (!(err instanceof AppError) || err.message !== M.notFull) throw err;
    await enrollInSlots(tx, tenantId, [{ athleteId: athlete.id, slotId, membershipId: athlete.membershipId }]);
    return 'enrolled';
  }
}

/**
 * For a move-up offer: puts the athlete in the slot's line and, when a place is free and nobody else
 * waits, offers it to them at once (the offer the schedule would make, returned for its e-mail).
 * When the slot is full or others wait, the athlete waits in line like any family.
 */
export async function lineUpForOffer(
  tx: Tx,
  tenantId: string,
  athlete: { id: string; membershipId: string },
  slotId: string,
): Promise<{ entryId: string; offer: NewOffer | null }> {
  try {
    const entry = await joinWaitlist(tx, tenantId, athlete, slotId);
    return { entryId: entry.id, offer: null };
  } catch (err) {
    if (!(err instanceof AppError) || err.message !== M.notFull) throw err;
  }
  const res = await tx.execute<{ id: string }>(sql`
    insert into waitlist_entries (tenant_id, slot_id, athlete_id, membership_id, position)
    values (${tenantId}, ${slotId}, ${athlete.id}, ${athlete.membershipId},
            (select coalesce(max(position), 0)::int + 1 from waitlist_entries where slot_id = ${slotId}))
    returning id`);
  const entryId = res.rows[0]!.id;
  const made = await offerFreePlaces(tx, tenantId, slotId, await offerHoursOf(tx, tenantId));
  return { entryId, offer: made.find((o) => o.entryId === entryId) ?? null };
}

/** Takes the entry off the list; an open offer of it is withdrawn (the schedule offers the place on). */
export async function leaveWaitlist(tx: Tx, id: string, scope: FamilyScope): Promise<WaitlistEntry> {
  const e = await findEntry(tx, id, scope);
  if (e.status !== 'waiting' && e.status !== 'offered') throw new AppError('NOT_FOUND', 'waitlist_entry_not_found');
  await tx.execute(
    sql`update waitlist_offers set status = 'withdrawn', answered_at = now() where entry_id = ${id} and status = 'open'`,
  );
  await tx.execute(sql`update waitlist_entries set status = 'left', updated_at = now() where id = ${id}`);
  return entryById(tx, id);
}

/** Swaps the entry with its neighbour in the slot's line (staff); answers the slot's line. */
export async function moveEntry(tx: Tx, id: string, direction: 'up' | 'down'): Promise<WaitlistEntry[]> {
  const e = await findEntry(tx, id, null);
  if (e.status !== 'waiting' && e.status !== 'offered') throw new AppError('NOT_FOUND', 'waitlist_entry_not_found');
  await lockSlotPlaces(tx, e.slotId);
  const line = await tx.execute<{ id: string; position: number }>(sql`
    select id, position from waitlist_entries
    where slot_id = ${e.slotId} and status in ('waiting', 'offered')
    order by position, created_at`);
  const rows = line.rows;
  const i = rows.findIndex((r) => r.id === id);
  const j = direction === 'up' ? i - 1 : i + 1;
  const me = rows[i];
  const other = rows[j];
  if (!me || !other) throw new AppError('CONFLICT', 'waitlist_cannot_move');
  // Renumber the line in its new order, so equal positions can never tie.
  rows[i] = other;
  rows[j] = me;
  for (const [n, r] of rows.entries()) {
    await tx.execute(sql`update waitlist_entries set position = ${n + 1}, updated_at = now() where id = ${r.id}`);
  }
  return (await listEntries(tx, null, { slotId: e.slotId, all: false })).rows;
}

type OfferRow = {
  id: string;
  entry_id: string;
  slot_id: string;
  status: string;
  expired: boolean;
  athlete_id: string;
  membership_id: string;
};

/** Accepts a locked open offer: enrols the athlete if the slot still has the place, once. */
async function acceptLocked(tx: Tx, tenantId: string, o: OfferRow): Promise<void> {
  if (o.status === 'open' && o.expired) throw new AppError('CONFLICT', 'offer_expired');
  if (o.status === 'expired') throw new AppError('CONFLICT', 'offer_expired');
  if (o.status !== 'open') throw new AppError('CONFLICT', 'offer_answered');
  // Open offers hold places against direct enrolments and new offers; between offers (a capacity
  // lowered after they were made) the first accepted wins.
  const places = await lockSlotPlaces(tx, o.slot_id, o.id);
  const already = await tx.execute(sql`select 1 from enrollments where slot_id = ${o.slot_id} and athlete_id = ${o.athlete_id}`);
  if (already.rows.length === 0) {
    if (places.enrolled >= places.capacity) throw new AppError('CONFLICT', 'slot_full');
    await tx.execute(sql`
      insert into enrollments (tenant_id, athlete_id, slot_id, membership_id)
      values (${tenantId}, ${o.athlete_id}, ${o.slot_id}, ${o.membership_id})`);
  }
  await tx.execute(sql`update waitlist_offers set status = 'accepted', answered_at = now() where id = ${o.id}`);
  await tx.execute(sql`update waitlist_entries set status = 'enrolled', updated_at = now() where id = ${o.entry_id}`);
  await completeMoveUp(tx, tenantId, o.entry_id, o.slot_id);
}

async function declineLocked(tx: Tx, o: OfferRow): Promise<void> {
  if (o.status === 'expired' || (o.status === 'open' && o.expired)) throw new AppError('CONFLICT', 'offer_expired');
  if (o.status !== 'open') throw new AppError('CONFLICT', 'offer_answered');
  await tx.execute(sql`update waitlist_offers set status = 'declined', answered_at = now() where id = ${o.id}`);
  await tx.execute(sql`update waitlist_entries set status = 'declined', updated_at = now() where id = ${o.entry_id}`);
}

const offerColumns = sql`o.id, o.entry_id, o.slot_id, o.status, (o.expires_at <= now()) as expired, e.athlete_id, e.membership_id`;

/** The entry's latest offer, row-locked (so two answers at once are taken one after the other). */
async function lockOfferOfEntry(tx: Tx, entryId: string, scope: FamilyScope): Promise<OfferRow> {
  await findEntry(tx, entryId, scope);
  const res = await tx.execute<OfferRow>(sql`
    select ${offerColumns} from waitlist_offers o join waitlist_entries e on e.id = o.entry_id
    where o.entry_id = ${entryId} order by (o.status = 'open') desc, o.created_at desc limit 1
    for update of o`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'offer_not_found');
  return row;
}

async function lockOfferByToken(tx: Tx, token: string): Promise<OfferRow> {
  const res = await tx.execute<OfferRow>(sql`
    select ${offerColumns} from waitlist_offers o join waitlist_entries e on e.id = o.entry_id
    where o.token_hash = ${hashToken(token)}
    for update of o`);
  const row = res.rows[0];
  if (!row) throw new AppError('NOT_FOUND', 'offer_not_found');
  return row;
}

export async function acceptEntryOffer(tx: Tx, tenantId: string, entryId: string, scope: FamilyScope): Promise<WaitlistEntry> {
  await acceptLocked(tx, tenantId, await lockOfferOfEntry(tx, entryId, scope));
  return entryById(tx, entryId);
}

export async function declineEntryOffer(tx: Tx, entryId: string, scope: FamilyScope): Promise<WaitlistEntry> {
  await declineLocked(tx, await lockOfferOfEntry(tx, entryId, scope));
  return entryById(tx, entryId);
}

async function viewOf(tx: Tx, offerId: string): Promise<OfferView> {
  const res = await tx.execute<{
    status: OfferView['status'];
    expires_at: string;
    athlete_first_name: string;
    program_label: string;
    slot_id: string;
    days: string[];
    times: string[];
    program_id: string;
    price_cents: number;
    duration_hours: string;
  }>(sql`
    select o.status, o.expires_at, a.first_name as athlete_first_name, p.label as program_label, s.slot_id, s.days, s.times,
           p.id as program_id, s.price_cents, p.duration_hours
    from waitlist_offers o
    join waitlist_entries e on e.id = o.entry_id
    join athletes a on a.id = e.athlete_id
    join program_slots s on s.id = o.slot_id
    join programs p on p.id = s.program_id
    where o.id = ${offerId}`);
  const r = res.rows[0];
  if (!r) throw new AppError('NOT_FOUND', 'offer_not_found');
  const expired = r.status === 'open' && new Date(r.expires_at).getTime() <= Date.now();
  return {
    status: expired ? 'expired' : r.status,
    expires_at: new Date(r.expires_at).toISOString(),
    athlete_first_name: r.athlete_first_name,
    program_label: r.program_label,
    slot: { slot_id: r.slot_id, days: r.days, times: r.times },
    price: await monthlyPriceOf(tx, r),
  };
}

/** What the class costs a month on its own, in dollars, as the Enroll dialog prices it: the slot's
 *  own price, otherwise its weekly hours by the program's (or the club's) tiers; null without tiers. */
async function monthlyPriceOf(
  tx: Tx,
  r: { program_id: string; price_cents: number; duration_hours: string; days: string[] },
): Promise<number | null> {
  if (Number(r.price_cents) > 0) return toDollars(Number(r.price_cents));
  const pricing = await loadClubPricing(tx);
  const tiers = tiersOf(pricing)(pricing.tiers.has(r.program_id) ? r.program_id : 'club');
  const cents = tiers ? (monthlyCents(tiers, Number(r.duration_hours) * r.days.length)?.cents ?? null) : null;
  return cents === null ? null : toDollars(cents);
}

export async function viewOfferByToken(tx: Tx, token: string): Promise<OfferView> {
  const res = await tx.execute<{ id: string }>(sql`select id from waitlist_offers where token_hash = ${hashToken(token)}`);
  const id = res.rows[0]?.id;
  if (!id) throw new AppError('NOT_FOUND', 'offer_not_found');
  return viewOf(tx, id);
}

export async function acceptOfferByToken(tx: Tx, tenantId: string, token: string): Promise<OfferView> {
  const o = await lockOfferByToken(tx, token);
  await acceptLocked(tx, tenantId, o);
  return viewOf(tx, o.id);
}

export async function declineOfferByToken(tx: Tx, token: string): Promise<OfferView> {
  const o = await lockOfferByToken(tx, token);
  await declineLocked(tx, o);
  return viewOf(tx, o.id);
}

/** Offers lapsed at `now`: the offer and its entry become 'expired' (the place goes on to the next). */
export async function expireOffers(tx: Tx): Promise<number> {
  const res = await tx.execute<{ entry_id: string }>(sql`
    update waitlist_offers set status = 'expired', answered_at = now()
    where status = 'open' and expires_at <= now()
    returning entry_id`);
  const ids = res.rows.map((r) => r.entry_id);
  if (ids.length > 0) {
    await tx.execute(sql`
      update waitlist_entries set status = 'expired', updated_at = now()
      where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) and status = 'offered'`);
  }
  return ids.length;
}

/** Slots with someone waiting (the job offers their free places one slot at a time). */
export async function slotsWithWaiting(tx: Tx): Promise<string[]> {
  const res = await tx.execute<{ slot_id: string }>(sql`
    select distinct slot_id from waitlist_entries where status = 'waiting' order by slot_id`);
  return res.rows.map((r) => r.slot_id);
}

export type NewOffer = {
  entryId: string;
  token: string;
  expiresAt: Date;
  email: string;
  familyFirstName: string;
  athleteFirstName: string;
  programLabel: string;
  /** The program's Spanish name, where the club wrote one. */
  programLabelEs: string | null;
  /** The family's language: the offer e-mail is written in it. */
  language: FamilyLanguage;
  slotLabel: string;
  days: string[];
  times: string[];
};

/**
 * Under the slot's lock, offers each free place (capacity − enrolled − open offers) to the next
 * waiting entry in line. An entry whose athlete got enrolled meanwhile leaves the list as enrolled.
 */
export async function offerFreePlaces(tx: Tx, tenantId: string, slotId: string, holdHours: number): Promise<NewOffer[]> {
  const places = await lockSlotPlaces(tx, slotId);
  let free = places.capacity - places.enrolled - places.openOffers;
  const made: NewOffer[] = [];
  if (free <= 0) return made;
  const line = await tx.execute<{
    id: string;
    athlete_id: string;
    enrolled: boolean;
    email: string;
    family_first_name: string;
    athlete_first_name: string;
    program_label: string;
    program_label_es: string | null;
    language: string;
    slot_label: string;
    days: string[];
    times: string[];
  }>(sql`
    select e.id, e.athlete_id,
           exists (select 1 from enrollments x where x.slot_id = e.slot_id and x.athlete_id = e.athlete_id) as enrolled,
           m.email, m.first_name as family_first_name, a.first_name as athlete_first_name,
           p.label as program_label, p.label_es as program_label_es, m.language, s.slot_id as slot_label, s.days, s.times
    from waitlist_entries e
    join memberships m on m.id = e.membership_id
    join athletes a on a.id = e.athlete_id
    join program_slots s on s.id = e.slot_id
    join programs p on p.id = s.program_id
    where e.slot_id = ${slotId} and e.status = 'waiting'
    order by e.position, e.created_at`);
  for (const e of line.rows) {
    if (free <= 0) break;
    if (e.enrolled) {
      await tx.execute(sql`update waitlist_entries set status = 'enrolled', updated_at = now() where id = ${e.id}`);
      continue;
    }
    const token = randomToken();
    const expires = await tx.execute<{ at: string }>(sql`select (now() + make_interval(hours => ${holdHours}))::text as at`);
    const expiresAt = new Date(expires.rows[0]!.at);
    await tx.execute(sql`
      insert into waitlist_offers (tenant_id, entry_id, slot_id, token_hash, expires_at)
      values (${tenantId}, ${e.id}, ${slotId}, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz)`);
    await tx.execute(sql`update waitlist_entries set status = 'offered', updated_at = now() where id = ${e.id}`);
    made.push({
      entryId: e.id,
      token,
      expiresAt,
      email: e.email,
      familyFirstName: e.family_first_name,
      athleteFirstName: e.athlete_first_name,
      programLabel: e.program_label,
      programLabelEs: e.program_label_es,
      language: e.language === 'es' ? 'es' : 'en',
      slotLabel: e.slot_label,
      days: e.days,
      times: e.times,
    });
    free--;
  }
  return made;
}

export async function offerHoursOf(tx: Tx, tenantId: string): Promise<number> {
  const res = await tx.execute<{ h: number }>(
    sql`select waitlist_offer_hours::int as h from club_settings where tenant_id = ${tenantId}`,
  );
  return res.rows[0]?.h ?? 48;
}
