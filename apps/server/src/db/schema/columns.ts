// Column helpers shared by every club table: ids, tenant ownership and timestamps.
import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.js';

export const id = () => uuid('id').primaryKey().default(sql`gen_random_uuid()`);
export const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * ON DELETE SET NULL of the referencing column only (PostgreSQL 15+). On a composite key
 * `(tenant_id, x_id)` a plain SET NULL nulls tenant_id too, which is NOT NULL: the delete fails.
 * drizzle-kit writes the text as it is into the migration and the snapshot.
 */
export const setNull = (column: string) => `set null ("${column}")` as 'set null';
