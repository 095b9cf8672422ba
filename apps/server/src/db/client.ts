// The connection pool and the drizzle instance over it. `Db` is what services receive: either the
// root instance or, far more often, a transaction opened with the tenant set (see tenant-tx.ts).
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Socket } from 'node:net';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema> & { $client: pg.Pool };

/** `pool`: connections in pg's pipeline mode (statements sent without waiting for the answers before
 *  them; db/tenant-tx.ts). Connected lazily, so created before the migrations run. */
export type Database = { pool: pg.Pool; db: Db; close: () => Promise<void> };

// DATE columns come back as 'YYYY-MM-DD' strings, not JS Dates shifted into the local zone.
pg.types.setTypeParser(1082, (v: string) => v);

/**
 * A connection's socket that sends everything written to it in one turn of the event loop as one
 * write. In pipeline mode pg writes each statement as soon as it is issued; a transaction's opening
 * and its first statements, or statements sent with Promise.all, then leave in one system call
 * instead of one each (Node's documented cork, then uncork on the next tick). net.Socket's connect()
 * puts its own `write` back on the instance, so ours is put on it after each connect.
 */
class CoalescingSocket extends Socket {
  private flushQueued = false;
  private readonly coalescing = (...args: unknown[]): boolean => {
    if (!this.flushQueued) {
      this.flushQueued = true;
      this.cork();
      process.nextTick(() => {
        this.flushQueued = false;
        this.uncork();
      });
    }
    return (Socket.prototype.write as (...a: unknown[]) => boolean).apply(this, args);
  };

  override connect(...args: unknown[]): this {
    (Socket.prototype.connect as unknown as (...a: unknown[]) => this).apply(this, args);
    this.write = this.coalescing as Socket['write'];
    return this;
  }
}

/** How long a request waits for a connection (a free one, or a new one to an unreachable host). */
const CONNECT_TIMEOUT_MS = 10_000;

export function connect(url: string, max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    pipeline: true,
    stream: () => new CoalescingSocket(),
  });
  // When PostgreSQL restarts, every connection dies with an 'error' event. An idle one is dropped by
  // the pool (which re-emits the event here); a checked-out one (a request's transaction, a job's
  // advisory lock) has no pool listener while it is out, and an unhandled 'error' event ends the
  // process. Its pending and next queries fail on their own, and it is dropped when released, so both
  // listeners only keep the event from being fatal. Requests meanwhile get 503 (platform/error-handler.ts).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
