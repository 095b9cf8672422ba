// Runs work inside one transaction as the RLS-bound role with the club set, so every query of a
// request sees only that club's rows, whatever user DATABASE_URL names.
//
// BEGIN and the two settings go to PostgreSQL in one round trip (a simple-protocol batch; the club id
// is checked to be a UUID before it is written into it), which is a quarter of a small request's
// database time; a signed-in request sends its session lookup in that batch too (TxSource.open). The transaction object is drizzle's own, so nested `tx.transaction()` calls
// become savepoints as usual.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { Db } from './client.js';

export const APP_ROLE = 'springboard_app';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DrizzleInternals = { dialect: unknown; _: { schema: unknown }; $client: { connect: () => Promise<PoolClient> } };

declare const tenantBound: unique symbol;
/** A transaction as the RLS-bound role: the only database handle services receive. The raw pool's
 *  `Db` is not one, so it cannot be passed where a `Tx` is expected. */
export type Tx = Db & { readonly [tenantBound]: true };
/** Runs work in one such transaction and commits it (or rolls it back when the work throws). */
export type Runner = <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>;

/** A transaction left open by its opener, who must end it with commit() or rollback(). `first`
 *  holds the rows of a statement sent with the BEGIN (see TxSource.open), else []. */
export type OpenTx = { tx: Tx; first: Record<string, unknown>[]; commit: () => Promise<void>; rollback: () => Promise<void> };

type QueryConfig = { text: string; name?: string; values?: unknown[] };
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

/** The name under which PostgreSQL keeps a query's parsed and planned statement on a connection:
 *  derived from the text, so the same text always has the same name and two texts never share one. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `sb_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text, name);
  }
  return name;
}

/**
 * The connection as drizzle sees it inside a transaction: every parameterised query goes as a named
 * prepared statement, so PostgreSQL parses and plans a query's text once per connection instead of on
 * every request (RLS stays checked at each execution: PostgreSQL re-plans when the role changes).
 * Texts of more shapes than MAX_NAMED_STATEMENTS (say, IN lists of every length) are still named but
 * no longer memoised here; pg keeps each connection's parsed names itself.
 */
function namedStatements(client: PoolClient): PoolClient {
  const query = (config: unknown, values?: unknown) => {
    if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name) {
      const named = { ...(config as QueryConfig), name: statementName((config as QueryConfig).text) };
      return (client.query as (c: unknown, v?: unknown) => unknown)(named, values);
    }
    return (client.query as (c: unknown, v?: unknown) => unknown)(config, values);
  };
  return new Proxy(client, { get: (target, key, receiver) => (key === 'query' ? query : Reflect.get(target, key, receiver)) });
}

async function begin(db: Db, setup: string, then?: string): Promise<OpenTx> {
  const internals = db as unknown as DrizzleInternals;
  const client = await internals.$client.connect();
  // A failed BEGIN, COMMIT or ROLLBACK leaves the connection in an unknown state: it is not reused.
  let released = false;
  const release = (broken: boolean) => {
    if (released) return;
    released = true;
    client.release(broken);
  };
  let first: Record<string, unknown>[] = [];
  try {
    const results = await client.query<Record<string, unknown>>(then ? `begin; ${setup}; ${then}` : `begin; ${setup}`);
    if (then) first = (results as unknown as { rows: Record<string, unknown>[] }[]).at(-1)?.rows ?? [];
  } catch (err) {
    release(true);
    throw err;
  }
  const session = new NodePgSession(namedStatements(client), internals.dialect as any, internals._.schema as any, {});
  const tx = new NodePgTransaction(internals.dialect as any, session, internals._.schema as any) as unknown as Tx;
  const end = async (statement: 'commit' | 'rollback') => {
    if (released) throw new Error(`transaction already ended (${statement})`);
    let broken = true;
    try {
      await client.query(statement);
      broken = false;
    } finally {
      release(broken);
    }
  };
  return { tx, first, commit: () => end('commit'), rollback: () => end('rollback') };
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

async function inTransaction<T>(db: Db, setup: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return completeWith(await begin(db, setup), fn);
}

function clubSetup(tenantId: string): string {
  if (!UUID.test(tenantId)) throw new Error('withTenant: tenant id must be a UUID');
  return `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', '${tenantId}', true)`;
}
const NO_CLUB_SETUP = `select set_config('role', '${APP_ROLE}', true)`;

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let setup: string;
  try {
    setup = clubSetup(tenantId);
  } catch (err) {
    return Promise.reject(err);
  }
  return inTransaction(db, setup, fn);
}

/** For work that belongs to no club yet (tenant lookup, club creation): still never bypasses RLS. */
export function withoutTenant<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inTransaction(db, NO_CLUB_SETUP, fn);
}

/** Inside a transaction opened with withoutTenant: from here on, act as this club. */
export async function enterTenant(tx: Tx, tenantId: string): Promise<void> {
  await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
}

/**
 * The door to the database that plugins, jobs and routes get (`app.tx`): every transaction it opens
 * runs as the RLS-bound role. The raw pool stays with db/ and main.ts.
 */
export type TxSource = {
  /** A runner bound to one club. */
  club: (tenantId: string) => Runner;
  /** A runner with no club set: club tables show no rows (tenant lookup, queues, club creation). */
  noClub: Runner;
  /**
   * Opens a club transaction its caller ends (the request transaction of platform/operations.ts).
   * `then`: one more statement sent in the same round trip as the BEGIN (its rows are `first`). It
   * goes as text, so it must hold no value from outside but ones checked to be UUIDs.
   */
  open: (tenantId: string, then?: string) => Promise<OpenTx>;
};

export function txSource(db: Db): TxSource {
  return {
    club: (tenantId) => (fn) => withTenant(db, tenantId, fn),
    noClub: (fn) => withoutTenant(db, fn),
    open: (tenantId, then) => begin(db, clubSetup(tenantId), then),
  };
}
