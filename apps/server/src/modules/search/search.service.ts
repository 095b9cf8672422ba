// The global search of the admin and staff sidebars: members, athletes and staff of the club whose first
// name or e-mail starts with the text, whatever its case. The club is the transaction's (RLS).
//
// Prefix, not "contains": the lowered copies (migration 0006) are compared with starts_with(), which
// row-level security lets a btree index serve; a "contains" match (LIKE '%q%') reads every row of
// the club. starts_with has no wildcards, so a % or _ typed is matched as itself.
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/** The column (a stored lower() copy) starts with the text, lowered by PostgreSQL as the copy was. */
const startsWith = (column: PgColumn, text: string): SQL => sql`starts_with(${column}, lower(${text}))`;

/** One more than is listed, to know whether there were others. */
const FETCHED = SEARCH_LIMIT + 1;

function page<T>(rows: T[]): { hits: T[]; more: boolean } {
  return { hits: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT };
}

async function searchMembers(tx: Tx, q: string) {
  const rows: MemberHit[] = await tx
    .select({ id: memberships.id, first_name: memberships.firstName, last_name: memberships.lastName, email: memberships.email })
    .from(memberships)
    .where(or(startsWith(memberships.searchFirstName, q), startsWith(memberships.searchEmail, q)))
    .orderBy(asc(memberships.firstName), asc(memberships.lastName), asc(memberships.id))
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
      family_email: memberships.email,
    })
    .from(athletes)
    .innerJoin(memberships, and(eq(memberships.tenantId, athletes.tenantId), eq(memberships.id, athletes.membershipId)))
    .where(startsWith(athletes.searchFirstName, q))
    .orderBy(asc(athletes.firstName), asc(athletes.lastName), asc(athletes.id))
    .limit(FETCHED);
  return page(rows);
}

async function searchStaff(tx: Tx, q: string) {
  const rows: StaffHit[] = await tx
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'staff'), or(startsWith(users.searchFirstName, q), startsWith(users.searchEmail, q))))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(FETCHED);
  return page(rows);
}

const NONE = { hits: [] as never[], more: false };

/** Searches the given kinds only (those the caller may open); `q` is trimmed, 2 to 100 characters. */
export async function search(tx: Tx, q: string, kinds: readonly SearchKind[]): Promise<SearchResults> {
  const members = kinds.includes('members') ? await searchMembers(tx, q) : NONE;
  const athleteHits = kinds.includes('athletes') ? await searchAthletes(tx, q) : NONE;
  const staff = kinds.includes('staff') ? await searchStaff(tx, q) : NONE;
  return {
    searched: [...kinds],
    members: members.hits,
    athletes: athleteHits.hits,
    staff: staff.hits,
    more: { members: members.more, athletes: athleteHits.more, staff: staff.more },
  };
}
