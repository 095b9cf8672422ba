// The global search of the admin and staff sidebars: members (families), athletes and staff of the
// club found by name, e-mail or phone (platform/people-search.ts), best matches first. The club is
// the transaction's.
import { sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_LIMIT,
  type AthleteHit,
  type MemberHit,
  type SearchKind,
  type SearchResults,
  type StaffHit,
} from '@springboard/contract/search';
import type { Tx } from '../../db/tenant-tx.js';
import { topPeople, type PeopleTarget } from '../../platform/people-search.js';

/** One more than is listed, to know whether there were others. */
const FETCHED = SEARCH_LIMIT + 1;

function page<T>(rows: T[]): { hits: T[]; more: boolean } {
  return { hits: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT };
}

/** The found people of one kind, best match first; equal matches by name, then id, so the order never
 *  changes between two calls. Only the best (`topPeople`: those that can be listed, ties included)
 *  are read: `columns` come from `person`, the row of `table` a found id names, looked up by its
 *  primary key (OFFSET 0 keeps the lookup a subquery: joined, the planner read a big club's whole
 *  table). `role`: users of that role only. */
async function searchKind<T>(
  tx: Tx,
  q: string,
  kind: PeopleTarget['kind'],
  columns: SQL,
  table: SQL,
  role: string | null = null,
) {
  const ranked = topPeople(q, kind, FETCHED, role);
  if (!ranked) return page<T>([]);
  const res = await tx.execute(sql`
    select ${columns}
    from ${ranked} found
    cross join lateral (select * from ${table} where id = found.person_id offset 0) person
    order by found.rank, person.first_name, person.last_name, person.id
    limit ${FETCHED}`);
  return page(res.rows as T[]);
}

const searchMembers = (tx: Tx, q: string) =>
  searchKind<MemberHit>(
    tx,
    q,
    'memberships',
    sql`person.id, person.first_name, person.last_name, person.email`,
    sql`memberships`,
  );

// The family's e-mail is a subquery of the select list: PostgreSQL runs it for the listed athletes
// only, after the sort.
const searchAthletes = (tx: Tx, q: string) =>
  searchKind<AthleteHit>(
    tx,
    q,
    'athletes',
    sql`person.id, person.first_name, person.last_name, person.membership_id,
        (select m.email from memberships m where m.id = person.membership_id and m.tenant_id = person.tenant_id) as family_email`,
    sql`athletes`,
  );

const searchStaff = (tx: Tx, q: string) =>
  searchKind<StaffHit>(tx, q, 'users', sql`person.id, person.first_name, person.last_name, person.email`, sql`users`, 'staff');

const NONE = { hits: [] as never[], more: false };

/** Searches the given kinds only (those the caller may open); `q` is trimmed, 2 to 100 characters. */
export async function search(tx: Tx, q: string, kinds: readonly SearchKind[]): Promise<SearchResults> {
  // Sent together: one round trip (db/tenant-tx.ts).
  const [members, athleteHits, staff] = await Promise.all([
    kinds.includes('members') ? searchMembers(tx, q) : NONE,
    kinds.includes('athletes') ? searchAthletes(tx, q) : NONE,
    kinds.includes('staff') ? searchStaff(tx, q) : NONE,
  ]);
  return {
    searched: [...kinds],
    members: members.hits,
    athletes: athleteHits.hits,
    staff: staff.hits,
    more: { members: members.more, athletes: athleteHits.more, staff: staff.more },
  };
}
