// The connection pool and the drizzle instance over it. `Db` is what services receive: either the
// root instance or, far more often, a transaction opened with the tenant set (see tenant-tx.ts).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

// DATE columns come back as 'YYYY-MM-DD' strings, not JS Dates shifted into the local zone.
pg.types.setTypeParser(1082, (v: string) => v);

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died (e.g. the database restarted); the pool replaces it */
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
