// Runs work inside one transaction as the RLS-bound role with the club set, so every query of a
// request sees only that club's rows, whatever user DATABASE_URL names.
//
// BEGIN and the two settings go to PostgreSQL in one round trip (a simple-protocol batch; the club id
// is checked to be a UUID before it is written into it), which is a quarter of a small request's
// database time. The transaction object is drizzle's own, so nested `tx.transaction()` calls
// become savepoints as usual.
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { Db } from './client.js';

export const APP_ROLE = 'springboard_app';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DrizzleInternals = { dialect: unknown; _: { schema: unknown }; $client: { connect: () => Promise<PoolClient> } };

async function inTransaction<T>(db: Db, setup: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  const internals = db as unknown as DrizzleInternals;
  const client = await internals.$client.connect();
  // A failed BEGIN, COMMIT or ROLLBACK leaves the connection in an unknown state: it is not reused.
  let broken = true;
  try {
    await client.query(`begin; ${setup}`);
    const session = new NodePgSession(client, internals.dialect as any, internals._.schema as any, {});
    const tx = new NodePgTransaction(internals.dialect as any, session, internals._.schema as any) as unknown as Db;
    let result: T;
    try {
      result = await fn(tx);
    } catch (err) {
      await client.query('rollback');
      broken = false;
      throw err;
    }
    await client.query('commit');
    broken = false;
    return result;
  } finally {
    client.release(broken);
  }
}

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  if (!UUID.test(tenantId)) return Promise.reject(new Error('withTenant: tenant id must be a UUID'));
  return inTransaction(db, `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`, fn);
}

/** For work that belongs to no club yet (tenant lookup, club creation): still never bypasses RLS. */
export function withoutTenant<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(db, `select set_config('role', '${APP_ROLE}', true)`, fn);
}

/** Inside a transaction opened with withoutTenant: from here on, act as this club. */
export async function enterTenant(tx: Db, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}
