// Column helpers shared by every club table: ids, tenant ownership and timestamps.
import { sql } from 'drizzle-orm';
import { primaryKey, text, timestamp, uuid, type PgColumn } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

/** A club row's id; its primary key is (tenant_id, id): see clubKey. */
export const id = () =>
  uuid('id')
    .notNull()
    .default(sql`gen_random_uuid()`);
/**
 * The primary key of a club table: tenant_id first (migration 0009), so a tenant-distributed
 * engine keeps a club's rows together and composite foreign keys point at it.
 */
export const clubKey = (table: string, t: { tenantId: PgColumn; id: PgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] });
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
/**
 * A person's e-mail as they are looked up, case aside: lower(email), kept by PostgreSQL (a stored
 * generated column, migration 0042). Look a person up with `email_key = lower($1)`, never
 * `lower(email) = …`: under row-level security PostgreSQL only puts a condition into an index scan
 * before the club's policy when its functions are LEAKPROOF, which lower() is not, so a lookup on
 * lower(email) reads every account of the club; text equality is leakproof, so the unique index on
 * (tenant_id, email_key) finds the one row.
 */
export const emailKey = () =>
  text('email_key')
    .notNull()
    .generatedAlwaysAs(sql`lower(email)`);
/** `key = lower(email)`: a lookup of `email`, case aside, by an email_key column (above). */
export const emailIs = (key: PgColumn, email: string) => sql`${key} = lower(${email})`;
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * ON DELETE SET NULL of the referencing column only (PostgreSQL 15+). On a composite key
 * `(tenant_id, x_id)` a plain SET NULL nulls tenant_id too, which is NOT NULL: the delete fails.
 * drizzle-kit writes the text as it is into the migration and the snapshot.
 */
export const setNull = (column: string) => `set null ("${column}")` as 'set null';
