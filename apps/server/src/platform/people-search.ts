// Finding people by what a front desk types: first name, last name, the full name in either order,
// e-mail, phone digits; whatever the case and the accents ("garcia" finds "García"), with parts of
// words ("laura benn" finds Laura Bennett). One matcher and one ranking for the global search and
// every list's `q`. The club is the transaction's: springboard_people_matching() returns ids of the
// club set in app.tenant_id only (migration 0017, docs/decisions/0011-people-search.md).
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { athletes, memberships, users } from '../db/schema.js';
import type { Tx } from '../db/tenant-tx.js';

/** The columns of one kind of person, as the query at hand names them (a table or an alias of one). */
export type PeopleTarget = {
  /** The table the person is in, as people_search names it. */
  kind: 'memberships' | 'athletes' | 'users';
  /** The person's id: a column, or an alias's column written as SQL (`e.athlete_id`). */
  id: PgColumn | SQL;
  firstName: PgColumn;
  lastName: PgColumn;
  email?: PgColumn;
  phone?: PgColumn;
};

/** The three kinds of people, for queries that select from the tables themselves. */
export const PEOPLE = {
  memberships: {
    kind: 'memberships',
    id: memberships.id,
    firstName: memberships.firstName,
    lastName: memberships.lastName,
    email: memberships.email,
    phone: memberships.phone,
  },
  athletes: { kind: 'athletes', id: athletes.id, firstName: athletes.firstName, lastName: athletes.lastName },
  users: { kind: 'users', id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
} as const satisfies Record<PeopleTarget['kind'], PeopleTarget>;

/** Words of a phone number as typed: digits with the usual punctuation, at least one digit. */
const PHONE_LIKE = /^[\d\s()+.\-/]*\d[\d\s()+.\-/]*$/;
/** Words shorter than this match the start of a word only: a trigram index cannot serve "contains" of 1 or 2 characters. */
const CONTAINS_FROM = 3;
/** More words than this add nothing a person would notice and only cost time. */
const MAX_WORDS = 8;

/**
 * What `q` searches for: the words to find, each as a LIKE pattern on the person's document
 * (' first middle last email phone-digits ', normalised by the database), the longest first (the
 * index serves the first; the longest is the most selective). A query that looks like a phone number
 * is one word of its digits, whatever its punctuation ("(555) 010-0100" finds 555-0100-100). Words
 * with no letter or digit are left out; `[]` when nothing is left. LIKE's own characters are escaped,
 * so % and _ are matched as themselves.
 */
export function peoplePatterns(q: string): string[] {
  const text = q.trim();
  const words = PHONE_LIKE.test(text) ? [text.replace(/\D/g, '')] : text.split(/\s+/).map(phoneDigits);
  const kept = [...new Set(words.filter((w) => /[\p{L}\p{N}]/u.test(w)))].sort((a, b) => b.length - a.length).slice(0, MAX_WORDS);
  return kept.map((w) => {
    const escaped = w.replace(/[\\%_]/g, '\\$&');
    return w.length >= CONTAINS_FROM ? `%${escaped}%` : `% ${escaped}%`;
  });
}

const phoneDigits = (word: string) => (PHONE_LIKE.test(word) ? word.replace(/\D/g, '') : word);

/**
 * The where-fragment: the target's person matches every word of `q` (see peoplePatterns). Undefined
 * for a blank `q` (no filter: drizzle's where() and and() skip it); false when `q` has no letter or
 * digit (nobody matches "%%").
 */
export function matchPeople(q: string, target: PeopleTarget): SQL | undefined {
  if (!q.trim()) return undefined;
  const patterns = peoplePatterns(q);
  if (!patterns.length) return sql`false`;
  // `= any(array(…))`, not `in (select …)`: the matched ids become one array before the table is read,
  // so the table is read by its (tenant_id, id) index, a lookup per match. As a semi-join the planner
  // would read a big club's whole table (5,000 athletes: 21 ms against 7 ms).
  return sql`${target.id} = any(array(select springboard_people_matching(${target.kind}, ${sql.param(patterns)}::text[])))`;
}

/**
 * The ids of the club's people of one kind matching `q` (as `matchPeople`), read once: a list's page
 * and its total then both use them (`isMatched`) instead of each searching again. The number of ids is
 * the number of such people (people_search is kept in the same transaction as the people).
 */
export async function matchedPeople(tx: Tx, q: string, kind: PeopleTarget['kind']): Promise<string[]> {
  const patterns = peoplePatterns(q);
  if (!patterns.length) return [];
  const res = await tx.execute<{ ids: string[] }>(
    sql`select array(select springboard_people_matching(${kind}, ${sql.param(patterns)}::text[])) as ids`,
  );
  return res.rows[0]?.ids ?? [];
}

/**
 * The people of one kind matching `q` (as `matchedPeople`) with their rank (as `rankPeople` gives
 * it), read once from the texts the database normalised as they were written (`rankedPeople`):
 * `ids` for the page's filter and the total, `rank(id)` the ORDER BY term that reads a row's rank
 * back from them, so no row's names are normalised again to sort the page.
 */
export async function rankedMatches(
  tx: Tx,
  q: string,
  kind: PeopleTarget['kind'],
): Promise<{ ids: string[]; rank: (id: PgColumn | SQL) => SQL }> {
  const ranked = rankedPeople(q, kind);
  if (!ranked) return { ids: [], rank: () => sql`0` };
  const res = await tx.execute<{ ranks: Record<string, number> }>(
    sql`select coalesce(jsonb_object_agg(found.person_id, found.rank), '{}') as ranks from ${ranked} found`,
  );
  const ranks = res.rows[0]?.ranks ?? {};
  // The ranks as the database wrote them (the shortest text of each real), read back as the same reals.
  const map = sql.param(JSON.stringify(ranks));
  return { ids: Object.keys(ranks), rank: (id) => sql`(${map}::jsonb ->> ${id}::text)::real` };
}

/** The where-fragment: `id` is one of the ids `matchedPeople` found. */
export function isMatched(id: PgColumn | SQL, ids: readonly string[]): SQL {
  return sql`${id} = any(${sql.param(ids)}::uuid[])`;
}

/**
 * The ORDER BY of matches, best first, to spread before the list's own order: exact matches (the
 * full name in either order, the first or last name, the e-mail or the phone digits equal `q`), then
 * those that start with `q`, then the rest (a word found inside); within each, the names most like
 * `q` (pg_trgm similarity). Empty for a blank `q`.
 */
export function rankPeople(q: string, target: PeopleTarget): SQL[] {
  const text = q.trim();
  if (!text) return [];
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : null;
  // springboard_people_rank (migration 0020): each text normalised once a row.
  return [
    sql`springboard_people_rank(${target.firstName}, ${target.lastName}, ${target.email ?? sql`null`}, ${
      target.phone ?? sql`null`
    }, ${text}, ${digits})`,
  ];
}

/** The condition for another text column of a list (a description, a voucher code): it holds `q`,
 *  whatever the case and the accents. Undefined for a blank `q`. */
export function matchText(q: string, column: PgColumn | SQL): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`springboard_normalize(${column}) like springboard_normalize(${pattern})`;
}

/**
 * The people of one kind `q` finds with their rank (as `matchPeople` and `rankPeople` together), as a
 * FROM item `(person_id, rank)`: the rank is read from texts the database normalised as they were
 * written, not normalised again for every person found (migration 0027). Null when `q` has no letter
 * or digit (nobody).
 */
export function rankedPeople(q: string, kind: PeopleTarget['kind']): SQL | null {
  const patterns = peoplePatterns(q);
  if (!patterns.length) return null;
  const text = q.trim();
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : null;
  return sql`springboard_people_ranked(${kind}, ${sql.param(patterns)}::text[], ${text}, ${digits})`;
}

/**
 * The `n` best of the people of one kind `q` finds (as `rankedPeople`), and with them every other
 * person of the same rank as the last one, as a FROM item `(person_id, rank)`: ordered by the rank,
 * then anything else that breaks the ties, and cut at `n`, they are the same `n` as from everyone
 * found, while only those few rows are read (migration 0039). `role`: users of that role only. Null
 * when `q` has no letter or digit (nobody).
 */
export function topPeople(q: string, kind: PeopleTarget['kind'], n: number, role: string | null = null): SQL | null {
  const patterns = peoplePatterns(q);
  if (!patterns.length) return null;
  const text = q.trim();
  const digits = PHONE_LIKE.test(text) ? text.replace(/\D/g, '') : null;
  return sql`springboard_people_top(${kind}, ${sql.param(patterns)}::text[], ${text}, ${digits}, ${role}::text, ${n}::int)`;
}
