// Runs work inside one transaction as the RLS-bound role with the club set, so every query of a
// request sees only that club's rows, whatever user DATABASE_URL names.
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

export const APP_ROLE = 'springboard_app';

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', ${APP_ROLE}, true), set_config('app.tenant_id', ${tenantId}, true)`,
    );
    return fn(tx as unknown as Db);
  });
}

/** For work that belongs to no club yet (tenant lookup, club creation): still never bypasses RLS. */
export function withoutTenant<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('role', ${APP_ROLE}, true)`);
    return fn(tx as unknown as Db);
  });
}

/** Inside a transaction opened with withoutTenant: from here on, act as this club. */
export async function enterTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}
