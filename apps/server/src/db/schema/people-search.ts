// One normalised text per person (member family, athlete, user) that the people search matches,
// kept by triggers on memberships, athletes and users (migration 0017). The server never selects
// from it: springboard_app has no privilege on it and finds people through
// springboard_people_matching(), springboard_people_ranked() and springboard_people_top() (platform/people-search.ts,
// docs/decisions/0011-people-search.md).
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { tenantId } from './columns.js';

export const peopleSearch = pgTable(
  'people_search',
  {
    tenantId: tenantId(),
    /** The table the person is in: memberships, athletes or users. */
    kind: text('kind').notNull(),
    personId: uuid('person_id').notNull(),
    /** ' first middle last email phone-digits ', lower case, without accents. */
    document: text('document').notNull(),
    /** What the rank reads (migration 0027): first name, last name and e-mail normalised, and the
     *  phone's digits, joined by \x01 (springboard_people_ranked()). */
    rankKey: text('rank_key'),
    /** A user's role (migration 0039), so a search of staff reads staff only; null for families and athletes. */
    role: text('role'),
  },
  (t) => [
    primaryKey({ name: 'people_search_pkey', columns: [t.tenantId, t.kind, t.personId] }),
    check('people_search_kind_check', sql`${t.kind} IN ('memberships', 'athletes', 'users')`),
    index('people_search_document_idx').using('gin', t.tenantId, t.kind, t.document.op('gin_trgm_ops')),
  ],
);
