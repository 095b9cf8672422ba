// How every list of people (families, athletes, staff, and invoices and payments by their family)
// matches and ranks what was typed in its search box: one place, so all of them match alike.
// Case-insensitive and partial: the first name, the last name, "first last", "last first", the
// e-mail, and the phone's digits when the search is a phone number (only digits, spaces and + - . ( ),
// at least three digits).
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The columns (or expressions) of a person in a list's query. */
export type PersonColumns = { first: AnyColumn | SQL; last: AnyColumn | SQL; email?: AnyColumn | SQL; phone?: AnyColumn | SQL };

/** LIKE's wildcards and its escape character taken literally. */
const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The condition: a row whose person matches `q` (already trimmed, not empty). */
export function matchPeople(q: string, person: PersonColumns): SQL {
  const contains = `%${likeEscaped(q.replace(/\s+/g, ' '))}%`;
  const terms: SQL[] = [
    sql`${person.first} ilike ${contains}`,
    sql`${person.last} ilike ${contains}`,
    sql`(${person.first} || ' ' || ${person.last}) ilike ${contains}`,
    sql`(${person.last} || ' ' || ${person.first}) ilike ${contains}`,
  ];
  if (person.email) terms.push(sql`${person.email} ilike ${contains}`);
  const digits = q.replace(/\D/g, '');
  if (person.phone && /^[\d\s+\-.()]+$/.test(q) && digits.length >= 3) terms.push(sql`regexp_replace(${person.phone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  return sql`(${sql.join(terms, sql` or `)})`;
}

/** The condition for another text column of a list (a description, a code): it contains `q`,
 *  whatever its case. */
export function matchText(q: string, column: AnyColumn | SQL): SQL {
  return sql`${column} ilike ${`%${likeEscaped(q)}%`}`;
}

/** An ORDER BY term putting the best matches first: a name that is the search, then a name or
 *  e-mail that starts with it, then the rest (ties keep the list's own order). */
export function rankPeople(q: string, person: PersonColumns): SQL {
  const starts = `${likeEscaped(q)}%`;
  const email = person.email ? sql` or ${person.email} ilike ${starts}` : sql``;
  return sql`case
    when lower(${person.first}) = lower(${q}) or lower(${person.last}) = lower(${q})
      or lower(${person.first} || ' ' || ${person.last}) = lower(${q}) then 0
    when ${person.first} ilike ${starts} or ${person.last} ilike ${starts}${email} then 1
    else 2 end`;
}
