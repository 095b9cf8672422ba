// Every database call of a request, job or plugin runs inside one transaction opened here, as the
// role `springboard_app` (which row-level security binds) and with the club set, both LOCAL to the
// transaction: when it ends, the pooled connection keeps neither. A read (a GET) runs in a READ ONLY
// transaction, so a write in it fails.
//
// Round trips: the pool's connections run in pg's pipeline mode (db/client.ts), so statements issued
// before the previous answers arrive are sent at once and answered in order. A transaction's opening
// (`begin; set local role …; set local app.tenant_id = …`, one simple-protocol message) is never waited for on its own: its first
// statements follow it on the wire, and a request's session lookup goes with it (`open(…, then)`).
// Independent statements sent with Promise.all go together the same way. Every parameterised
// statement is a named prepared statement (pg's `name`), so PostgreSQL parses and plans a query text
// once per connection.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Db } from './client.js';

const APP_ROLE = 'springboard_app';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

declare const tenantBound: unique symbol;
/** A transaction as the RLS-bound role: the only database handle services receive. The raw pool's
 *  `Db` is not one, so it cannot be passed where a `Tx` is expected. No relational queries and no
 *  nested `transaction()` (a BEGIN inside the transaction would not be a savepoint). */
export type Tx = Omit<Db, 'query' | 'transaction' | '$client'> & { readonly [tenantBound]: true };
/** Runs work in one such transaction and commits it (or rolls it back when the work throws). */
export type Runner = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** A statement with its values, sent as it is (no drizzle mapping: rows as PostgreSQL names columns). */
export type Statement = { text: string; values: unknown[] };
type Rows = Record<string, unknown>[];

/** A transaction left open by its opener, who must end it with commit() or rollback(). `first`: the
 *  rows of the statements sent with its opening, in order, once they come back (it rejects with the
 *  first error; the opener then rolls back). Statements sent in `tx` meanwhile go on the wire behind
 *  them, so PostgreSQL runs them after. */
export type OpenTx = { tx: Tx; first: Promise<Rows[]>; commit: () => Promise<void>; rollback: () => Promise<void> };

/** What a transaction is opened for: a club (or none yet), and whether it only reads. `snapshot`
 *  (with readOnly): REPEATABLE READ, kept open to its end, so that its statements all see the
 *  database as at its first (a CSV download read in batches). */
export type Scope = { tenantId: string | null; readOnly: boolean; snapshot?: boolean };

/** The opening, in one simple-protocol message. The club id is checked to be a UUID before it is
 *  written into the text (the only value that ever is). */
function opening({ tenantId, readOnly, snapshot }: Scope): string {
  if (tenantId !== null && !UUID.test(tenantId)) throw new Error('tenant id must be a UUID');
  const club = tenantId === null ? '' : `; set local app.tenant_id = '${tenantId}'`;
  const mode = readOnly ? (snapshot ? ' isolation level repeatable read read only' : ' read only') : '';
  return `begin${mode}; set local role ${APP_ROLE}${club}`;
}

/** Past this many named statements on one connection (queries of ever new texts, say IN lists of
 *  every length), it is closed when given back rather than keep growing in PostgreSQL's memory. */
const MAX_NAMED_PER_CONNECTION = 1_000;
const names = new Map<string, string>();

/** The name of a query text's prepared statement: the same text always has the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `sp_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (names.size < 5_000) names.set(text, name);
  }
  return name;
}

type QueryConfig = { text: string; values?: unknown[] };
type Send = (config: QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

/** What is kept per pooled connection: the statement names sent on it and the transaction open on
 *  it now. */
type Connection = { named: Set<string>; current: { tx: Tx; send: Send } | null };
const connections = new WeakMap<pg.PoolClient, Connection>();
const connectionOfTx = new WeakMap<Tx, Connection>();

function connectionOf(client: pg.PoolClient): Connection {
  let conn = connections.get(client);
  if (!conn) {
    conn = { named: new Set(), current: null };
    connections.set(client, conn);
  }
  return conn;
}

const drizzleOver = (send: Send): Tx => drizzle({ client: { query: send } as unknown as pg.PoolClient }) as unknown as Tx;

/**
 * Opens a transaction on a connection of the pool. The opening is not waited for: the statements
 * behind it follow it on the wire, and if it failed they fail too (a failed setting leaves the
 * transaction aborted) and its error is the one reported. `then`: statements sent right behind the
 * opening; their rows are `first`.
 *
 * A READ ONLY transaction's COMMIT goes right behind its first statements (those sent in the same
 * turn of the event loop, as with Promise.all), in the same round trip, and a statement after that
 * opens a READ ONLY transaction of its own the same way. Under READ COMMITTED every statement reads
 * its own snapshot anyway, so a read sees exactly what one longer transaction would, and a read
 * costs one round trip. A statement refused there aborts the others sent with it.
 *
 * A connection is given back for reuse only after a clean COMMIT or ROLLBACK; one that broke fails
 * its ROLLBACK too, and is closed.
 */
async function openTx(pool: pg.Pool, scope: Scope, then: Statement[] = [], commitWithThen = false): Promise<OpenTx> {
  const text = opening(scope);
  const client = await pool.connect();
  const conn = connectionOf(client);
  let ended = false;
  /** The opening of the transaction open now (null: the last one committed already), and the last
   *  COMMIT sent ahead. */
  let opened: Promise<unknown> | null = client.query(text);
  let committed: Promise<unknown> | null = null;
  let commitQueued = false;
  opened.catch(() => {}); // reported by the statements behind it, or by the COMMIT
  const named = (config: QueryConfig, values?: unknown[]) => {
    const name = statementName(config.text);
    conn.named.add(name);
    return client.query({ ...config, name, values: values ?? config.values ?? [] });
  };
  /** A statement of this transaction; its result once its opening has succeeded too. */
  const send: Send = (config, values) => {
    if (ended) return Promise.reject(new Error('transaction already ended'));
    const opening = (opened ??= client.query(text));
    const result = named(config, values);
    if (scope.readOnly && !scope.snapshot && !commitQueued) {
      // The COMMIT follows the statements sent in this same turn of the event loop (those of one
      // Promise.all): they share the opening and the COMMIT.
      commitQueued = true;
      queueMicrotask(() => {
        commitQueued = false;
        if (ended) return;
        committed = client.query('commit');
        committed.catch(() => {});
        opened = null;
      });
    }
    return Promise.all([opening, result]).then(([, r]) => r);
  };
  async function end(statement: 'commit' | 'rollback') {
    if (ended) throw new Error(`transaction already ended (${statement})`);
    ended = true;
    conn.current = null;
    let broken = true;
    try {
      if (opened) await Promise.all([opened.catch(() => {}), client.query(statement)]);
      else await committed;
      broken = false;
      await opened;
    } finally {
      client.release(broken || conn.named.size > MAX_NAMED_PER_CONNECTION);
    }
  }
  const sent = [opened, ...then.map((s) => named(s))];
  if (then.length && commitWithThen && scope.readOnly && !scope.snapshot) {
    // The COMMIT in the same round trip: a statement after it opens a READ ONLY transaction of its
    // own, as any statement behind a read's COMMIT does.
    committed = client.query('commit');
    committed.catch(() => {});
    opened = null;
  }
  const first = Promise.all(sent).then((results) => results.slice(1).map((r) => (r as pg.QueryResult).rows as Rows));
  first.catch(() => {}); // its opener's to report, and to end the transaction
  const tx = drizzleOver(send);
  connectionOfTx.set(tx, conn);
  conn.current = { tx, send };
  return { tx, first, commit: () => end('commit'), rollback: () => end('rollback') };
}

/**
 * Sends one statement in `tx` as it is and gives back its rows as PostgreSQL names their columns
 * (no drizzle building or mapping): for the few reads every page makes, written out in SQL with
 * their row type beside them (drizzle's per-column mapping cost more than the rest of such a read).
 */
export async function rowsOf<Row extends Record<string, unknown>>(tx: Tx, statement: Statement): Promise<Row[]> {
  const conn = connectionOfTx.get(tx);
  if (!conn || conn.current?.tx !== tx) throw new Error('not an open transaction of db/tenant-tx');
  return (await conn.current.send(statement)).rows as Row[];
}

/** Runs the work in an open transaction and ends it: commit, or rollback when the work throws. */
export async function completeWith<T>(open: OpenTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await fn(open.tx);
  } catch (err) {
    await open.rollback().catch(() => {});
    throw err;
  }
  await open.commit();
  return result;
}

/** The statement that sets the club for the rest of a transaction opened without one. */
export function clubSetting(tenantId: string): SQL {
  return sql`select set_config('app.tenant_id', ${tenantId}, true)`;
}

/** Inside a transaction opened without a club: from here on, act as this club. */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(clubSetting(tenantId));
}

/**
 * The door to the database that plugins, jobs and routes get (`app.tx`): every transaction it opens
 * runs as the RLS-bound role. The raw pool stays with db/ and main.ts.
 */
export type TxSource = {
  /** A runner bound to one club. */
  club: (tenantId: string) => Runner;
  /** A runner bound to one club whose transactions are READ ONLY. */
  clubRead: (tenantId: string) => Runner;
  /** A runner with no club set: club tables show no rows (tenant lookup, queues, club creation). */
  noClub: Runner;
  /** Opens a transaction its caller ends (a request's, platform/operations.ts), with `then` sent
   *  right behind the opening. `commitWithThen` (a READ ONLY one): its COMMIT goes in the same
   *  round trip, for a request answered from those statements alone. */
  open: (scope: Scope, then?: Statement[], commitWithThen?: boolean) => Promise<OpenTx>;
};

/** For tests and tools: work in one club's transaction, or in one with no club. */
export const withTenant = <T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> =>
  txSource(db).club(tenantId)(fn);
export const withoutTenant = <T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> => txSource(db).noClub(fn);

/** Transactions on the connections of the database's pool (drizzle's `$client`: db/client.ts). */
export function txSource(db: Db): TxSource {
  const pool = db.$client;
  const runner =
    (scope: Scope): Runner =>
    async (fn) =>
      completeWith(await openTx(pool, scope), fn);
  return {
    club: (tenantId) => runner({ tenantId, readOnly: false }),
    clubRead: (tenantId) => runner({ tenantId, readOnly: true }),
    noClub: runner({ tenantId: null, readOnly: false }),
    open: (scope, then, commitWithThen) => openTx(pool, scope, then, commitWithThen),
  };
}
