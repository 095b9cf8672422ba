// How many invoices and payments each club holds, and its invoices of each status, kept by statement
// triggers on those tables (migrations 0019 and 0027), so the unfiltered club-wide lists (and the
// invoices filtered by status alone) say their total without counting every row.
// springboard_app may only read it (its own club's rows, by the club policy); the triggers write.
import { sql } from 'drizzle-orm';
import { bigint, check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId } from './columns.js';

export const clubRowCounts = pgTable(
  'club_row_counts',
  {
    tenantId: tenantId(),
    /** invoices | payments | invoices:<status> (pending, paid, overdue, cancelled) */
    tableName: text('table_name').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'club_row_counts_pkey', columns: [t.tenantId, t.tableName] }),
    check(
      'club_row_counts_table_check',
      sql`${t.tableName} IN ('invoices', 'payments', 'invoices:pending', 'invoices:paid', 'invoices:overdue', 'invoices:cancelled')`,
    ),
  ],
);
