// The connection pool and the drizzle instance over it. `Db` is what services receive: either the
// root instance or, far more often, a transaction opened with the tenant set (see tenant-tx.ts).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { APP_ROLE } from './tenant-tx.js';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

/** `reads`: the pool of reads (GET requests, db/tenant-tx.ts openRead), whose connections are the
 *  RLS-bound role and read-only from the moment they open (startup options), so a read sets only
 *  the club. Connected lazily, so created before the migrations that create the role. */
export type Database = { pool: pg.Pool; reads: pg.Pool; db: Db; close: () => Promise<void> };

// DATE columns come back as 'YYYY-MM-DD' strings, not JS Dates shifted into the local zone.
pg.types.setTypeParser(1082, (v: string) => v);

/** How long a request waits for a connection (a free one, or a new one to an unreachable host). */
const CONNECT_TIMEOUT_MS = 10_000;

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const reads = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    options: `-c role=${APP_ROLE} -c default_transaction_read_only=on`,
  });
  // When PostgreSQL restarts, every connection dies with an 'error' event. An idle one is dropped by
  // the pool (which re-emits the event here); a checked-out one (a request's transaction, a job's
  // advisory lock) has no pool listener while it is out, and an unhandled 'error' event ends the
  // process. Its pending and next queries fail on their own, and it is dropped when released, so both
  // listeners only keep the event from being fatal. Requests meanwhile get 503 (platform/error-handler.ts).
  for (const p of [pool, reads]) {
    p.on('error', () => {});
    p.on('connect', (client) => client.on('error', () => {}));
  }
  const db = drizzle(pool, { schema });
  return { pool, reads, db, close: async () => void (await Promise.all([pool.end(), reads.end()])) };
}
