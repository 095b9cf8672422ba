// The global search of the admin and staff sidebars: members (families), athletes and staff of the
// club found by name, e-mail or phone (platform/people-search.ts), best matches first. The club is
// the transaction's.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  SEARCH_LIMIT,
  type AthleteHit,
  type MemberHit,
  type SearchKind,
  type SearchResults,
  type StaffHit,
} from '@springboard/contract/search';
import type { Tx } from '../../db/tenant-tx.js';
import { athletes, memberships, users } from '../../db/schema.js';
import { matchPeople, PEOPLE, rankPeople, type PeopleTarget } from '../../platform/people-search.js';

/** One more than is listed, to know whether there were others. */
const FETCHED = SEARCH_LIMIT + 1;

function page<T>(rows: T[]): { hits: T[]; more: boolean } {
  return { hits: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT };
}

/** Best match first; equal matches by name, then id, so the order never changes between two calls. */
const order = (q: string, target: PeopleTarget): SQL[] => [
  ...rankPeople(q, target),
  asc(target.firstName),
  asc(target.lastName),
  asc(target.id),
];

async function searchMembers(tx: Tx, q: string) {
  const rows: MemberHit[] = await tx
    .select({ id: memberships.id, first_name: memberships.firstName, last_name: memberships.lastName, email: memberships.email })
    .from(memberships)
    .where(matchPeople(q, PEOPLE.memberships))
    .orderBy(...order(q, PEOPLE.memberships))
    .limit(FETCHED);
  return page(rows);
}

async function searchAthletes(tx: Tx, q: string) {
  const rows: AthleteHit[] = await tx
    .select({
      id: athletes.id,
      first_name: athletes.firstName,
      last_name: athletes.lastName,
      membership_id: athletes.membershipId,
      // A subquery of the select list, not a join: PostgreSQL runs it for the listed athletes only,
      // after the sort, where a join would look up the family of every athlete found.
      family_email: sql<string>`(select m.email from memberships m where m.id = ${athletes.membershipId} and m.tenant_id = ${athletes.tenantId})`,
    })
    .from(athletes)
    .where(matchPeople(q, PEOPLE.athletes))
    .orderBy(...order(q, PEOPLE.athletes))
    .limit(FETCHED);
  return page(rows);
}

async function searchStaff(tx: Tx, q: string) {
  const rows: StaffHit[] = await tx
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'staff'), matchPeople(q, PEOPLE.users)))
    .orderBy(...order(q, PEOPLE.users))
    .limit(FETCHED);
  return page(rows);
}

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
