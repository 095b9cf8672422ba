// Runs work inside one transaction as the RLS-bound role with the club set, so every query of a
// request sees only that club's rows, whatever user DATABASE_URL names.
//
// BEGIN and the two settings go to PostgreSQL with the transaction's first query, in one round trip
// (a Pipeline: several statements in one extended-protocol message, values as parameters); a
// signed-in request sends its session lookup in it instead (TxSource.open). The transaction object
// is drizzle's own, so nested `tx.transaction()` calls become savepoints as usual. A request that
// only reads (GET) has no transaction at all: each statement is one round trip, with the club set
// first when its connection of the reads' pool was set to another club last (`read`,
// TxSource.openRead, sessionClub). Reads on the main pool (no reads' pool given) still go as
// simple-protocol messages with SET LOCAL (asExecute).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg, { type PoolClient } from 'pg';
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

type Rows = Record<string, unknown>[];
/** A transaction left open by its opener, who must end it with commit() or rollback(). `first`
 *  holds the rows of each statement sent in its first round trip (see TxSource.open), in order. */
export type OpenTx = {
  tx: Tx;
  first: Rows[];
  commit: () => Promise<void>;
  rollback: () => Promise<void>;
  /** A read's `ride` statements (see TxSource.openRead): their rows, once sent; null if the message
   *  that carried them failed. Sends them alone if no query has gone yet. */
  ridden?: () => Promise<Rows[] | null>;
};

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

/** Sends statements in one message on a transaction's connection (see `together`). */
const BATCH = Symbol('batch');
type Batcher = (statements: Statement[], commit: boolean) => Promise<Rows[]>;

/** The connection with its `query` (what drizzle's session calls) replaced, and its batcher. */
function withQuery(client: PoolClient, query: (config: unknown, values?: unknown[]) => unknown, batch: Batcher): PoolClient {
  return new Proxy(client, {
    get: (target, key, receiver) => (key === 'query' ? query : key === BATCH ? batch : Reflect.get(target, key, receiver)),
  });
}

/**
 * Runs statements of a transaction (or read) in ONE round trip, in order, and gives each one's rows
 * (as PostgreSQL names the columns: no drizzle mapping). For statements that do not depend on each
 * other's results: the writes at the end of a registration, say. If one fails, the transaction fails
 * as with any failed statement. `commit`: the COMMIT goes in the same message, for a transaction's
 * last statements (no statement may follow; the runner then has nothing left to send).
 */
export async function together(tx: Tx, queries: SQLWrapper[], opts: { commit?: boolean } = {}): Promise<Rows[]> {
  const internals = tx as unknown as { dialect: PgDialect; session: { client: { [BATCH]?: Batcher } } };
  const batch = internals.session.client[BATCH];
  if (!batch) throw new Error('together: only for a transaction or read of db/tenant-tx');
  if (!queries.length && !opts.commit) return [];
  return batch(
    queries.map((q) => {
      const { sql: text, params } = internals.dialect.sqlToQuery(q.getSQL());
      return { text, values: params };
    }),
    opts.commit ?? false,
  );
}

/** A write transaction's connection: the BEGIN and settings not sent yet (they go with the first
 *  query), whether a batch committed it already, and whether a failed message left it unfit for reuse. */
type WriteState = { opening: Statement[] | null; committed: boolean; broken: boolean };

/**
 * The connection as drizzle sees it inside a transaction: every parameterised query goes as a named
 * prepared statement, so PostgreSQL parses and plans a query's text once per connection instead of on
 * every request (RLS stays checked at each execution: PostgreSQL re-plans when the role changes).
 * Texts of more shapes than MAX_NAMED_STATEMENTS (say, IN lists of every length) are still named but
 * no longer memoised here; pg keeps each connection's parsed names itself.
 *
 * The first query carries the transaction's BEGIN and settings in its own message (`state.opening`,
 * one Pipeline), so a transaction costs one round trip less.
 */
function namedStatements(client: PoolClient, state: WriteState): PoolClient {
  const run = (client.query as (c: unknown, v?: unknown) => Promise<unknown>).bind(client);
  const query = async (config: unknown, values?: unknown[]) => {
    const cfg = config as QueryConfig & { rowMode?: string; types?: unknown };
    const isConfig = cfg && typeof cfg === 'object' && typeof cfg.text === 'string';
    if (state.committed) throw new Error('transaction already committed (together … commit)');
    if (state.opening) {
      const opening = state.opening;
      state.opening = null;
      try {
        if (isConfig) {
          const params = values ?? cfg.values ?? [];
          const results = await pipeline(client, [...opening, { text: cfg.text, values: params }], {
            ...(cfg.rowMode ? { rowMode: cfg.rowMode } : {}),
            ...(cfg.types ? { types: cfg.types } : {}),
          });
          return results.at(-1);
        }
        await pipeline(client, opening);
      } catch (err) {
        state.broken = true; // a failed message may leave a Parse undone: not reused
        throw err;
      }
    }
    if (isConfig && !cfg.name) return run({ ...cfg, name: statementName(cfg.text) }, values);
    return run(config, values);
  };
  const batch = async (statements: Statement[], commit: boolean) => {
    if (state.committed) throw new Error('transaction already committed (together … commit)');
    const opening = state.opening ?? [];
    state.opening = null;
    try {
      const results = await pipeline(client, [...opening, ...statements, ...(commit ? [COMMIT] : [])]);
      state.committed = commit;
      return lastRows(results.slice(opening.length, opening.length + statements.length), statements.length);
    } catch (err) {
      state.broken = true;
      throw err;
    }
  };
  return withQuery(client, query, batch);
}

const BEGIN: Statement = { text: 'begin', values: [] };
const COMMIT: Statement = { text: 'commit', values: [] };

/** pg's own conversion of a JS value to the text it sends for a parameter (dates, arrays, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

/** A parameter as a quoted literal of unknown type: PostgreSQL reads it with the same input function
 *  as the same text sent as a parameter. pg's escaping doubles quotes and backslashes; a NUL byte,
 *  which would cut the message short, is refused (PostgreSQL text cannot hold one anyway). */
function literal(value: unknown): string {
  const text = prepareValue(value);
  if (text === null || text === undefined) return 'null';
  if (Buffer.isBuffer(text)) return `'\\x${text.toString('hex')}'`;
  const str = String(text);
  if (str.includes('\0')) throw new Error('A query value holds a NUL byte');
  return pg.escapeLiteral(str);
}

type PgResult = { rows: unknown[]; fields: { name: string }[] };
type PgQueryClass = new (config: object) => {
  submit(connection: unknown): Error | null;
  prepare(connection: unknown): void;
};
const PgQuery = createRequire(import.meta.url)('pg/lib/query') as PgQueryClass;

type Wire = {
  stream: { cork?: () => void; uncork?: () => void };
  parse: (m: { text: string; name: string; types: unknown[] }) => void;
  bind: (m: { portal: string; statement: string; values: unknown[]; binary: boolean; valueMapper: (v: unknown) => unknown }) => void;
  describe: (m: { type: 'P'; name: string }) => void;
  execute: (m: { portal: string; rows: number }) => void;
  sync: () => void;
};

/**
 * Several statements in ONE round trip with the extended protocol: each statement Parsed once per
 * connection under its own name (`sp_…`, apart from pg's `sb_…` and SQL PREPARE's `sr_…`), then
 * Bind / Describe / Execute of each, and one Sync. PostgreSQL runs them in order in one implicit
 * transaction (a failure stops the rest, undone together). pg's own Query keeps a result per
 * statement; values go as parameters, never into the text. If the message fails, a Parse may not
 * have run: the connection is then not reused (the callers mark it broken).
 */
class Pipeline extends PgQuery {
  constructor(
    private readonly client: PoolClient,
    /** Public for db/query-plans.test.ts, which EXPLAINs what the server sends. */
    readonly statements: { text: string; values: unknown[] }[],
    config: { rowMode?: string; types?: unknown; callback: (err: Error | null, results?: unknown) => void },
  ) {
    super({ text: 'pipeline', ...config });
  }

  override submit(connection: unknown): Error | null {
    const wire = connection as Wire;
    wire.stream.cork?.();
    try {
      this.prepare(wire);
    } finally {
      wire.stream.uncork?.();
    }
    return null;
  }

  override prepare(connection: unknown): void {
    const wire = connection as Wire;
    let known = preparedOn.get(this.client);
    if (!known) preparedOn.set(this.client, (known = new Set()));
    for (const { text, values } of this.statements) {
      const name = `sp_${statementName(text).slice(3)}`;
      if (!known.has(name)) {
        wire.parse({ text, name, types: [] });
        known.add(name);
      }
      wire.bind({ portal: '', statement: name, values, binary: false, valueMapper: (v) => v });
      wire.describe({ type: 'P', name: '' });
      wire.execute({ portal: '', rows: 0 });
    }
    wire.sync();
  }
}

/** Sends statements as one Pipeline; a result per statement, in order. Values are turned into their
 *  text first (pg's prepareValue), so a value that cannot be sent fails before anything is. */
function pipeline(client: PoolClient, statements: Statement[], opts: { rowMode?: string; types?: unknown } = {}): Promise<PgResult[]> {
  const ready = statements.map(({ text, values }) => ({ text, values: values.map((v) => prepareValue(v)) }));
  return new Promise((resolve, reject) => {
    const query = new Pipeline(client, ready, {
      ...(opts.rowMode ? { rowMode: opts.rowMode } : {}),
      ...(opts.types ? { types: opts.types } : {}),
      callback: (err, results) => (err ? reject(err) : resolve((Array.isArray(results) ? results : [results]) as PgResult[])),
    });
    (client.query as unknown as (q: unknown) => unknown)(query);
  });
}

/** Statements a connection has kept with SQL PREPARE (named `sr_…`, apart from pg's own `sb_…`). */
const preparedOn = new WeakMap<PoolClient, Set<string>>();
/** Past this many (queries of ever new texts, say IN lists of every length), a connection is closed
 *  when given back, rather than keep growing in PostgreSQL's memory; the pool opens a fresh one. */
const MAX_PREPARED_PER_CONNECTION = 1_000;
const worn = (client: PoolClient) => (preparedOn.get(client)?.size ?? 0) > MAX_PREPARED_PER_CONNECTION;

/** A statement with its values, for a simple-protocol batch. */
export type Statement = { text: string; values: unknown[] };

/**
 * The statement as text for a simple-protocol message: `EXECUTE` of the statement PREPAREd once per
 * connection (its plan kept, as with named statements), with its values as quoted literals, preceded
 * by its PREPARE the first time. The name is known from the moment it is sent: pg sends a
 * connection's queries in order, so a second one (Promise.all) finds it prepared; if the message
 * fails, its connection is not reused (see `read`).
 */
function asExecute(client: PoolClient, statements: Statement[]): string {
  let known = preparedOn.get(client);
  if (!known) preparedOn.set(client, (known = new Set()));
  const prepares: string[] = [];
  const executes: string[] = [];
  for (const { text, values } of statements) {
    const name = `sr_${statementName(text).slice(3)}`; // quoted: base64url holds '-'
    if (!known.has(name)) prepares.push(`prepare "${name}" as ${text}; `);
    known.add(name);
    executes.push(`execute "${name}"${values.length ? `(${values.map(literal).join(', ')})` : ''}`);
  }
  // The PREPAREs first: the message's last results are then the statements' own, in order.
  return `${prepares.join('')}${executes.join('; ')}`;
}

/** The rows of the last `count` results of a multi-statement message, as objects (a message sent
 *  for drizzle asks for rows as arrays, and pg applies that to every result in it). */
function lastRows(results: unknown, count: number): Rows[] {
  const all = (Array.isArray(results) ? results : [results]) as { rows: unknown[]; fields: { name: string }[] }[];
  return all.slice(all.length - count).map(({ rows, fields }) =>
    rows.map((row) => (Array.isArray(row) ? Object.fromEntries(fields.map((f, i) => [f.name, row[i]])) : (row as Rows[number]))),
  );
}

/** The club setting a read's message starts with ('' when none is needed), and what to note once a
 *  message that started with it succeeded. `send`, where it exists, sends statements in one round
 *  trip with the setting first when needed, and gives their results (not the setting's). */
type ClubSetting = {
  text: () => string;
  sent: (setup: string) => void;
  send?: (statements: Statement[], opts?: { rowMode?: string; types?: unknown }) => Promise<PgResult[]>;
};

/** The club each connection of the reads' pool was last set to (a session-level setting). */
const clubOfConnection = new WeakMap<PoolClient, string>();
const SET_CLUB = "select set_config('app.tenant_id', $1, false)";

/**
 * On the reads' pool (connections opened as the RLS-bound role, read-only: db/client.ts) the club
 * is set for the session and kept (decision 0010): a read of the club the connection was set to last
 * sends its query alone. The connection's club is noted only after a message that set it succeeded;
 * a message that fails undoes its setting (one implicit transaction) and the connection is not
 * reused anyway. Messages built before that note all carry the setting. The club id is a parameter.
 */
function sessionClub(client: PoolClient, tenantId: string): ClubSetting {
  const needed = () => clubOfConnection.get(client) !== tenantId;
  return {
    text: () => (needed() ? SET_CLUB : ''),
    sent: () => {},
    send: async (statements, opts) => {
      const set = needed();
      const results = await pipeline(client, set ? [{ text: SET_CLUB, values: [tenantId] }, ...statements] : statements, opts);
      if (set) clubOfConnection.set(client, tenantId);
      return set ? results.slice(1) : results;
    },
  };
}

/** On the main pool: role, club and read-only for each message alone (SET LOCAL, undone at its end). */
function localSettings(tenantId: string): ClubSetting {
  const text = `set local role ${APP_ROLE}; set local app.tenant_id = '${tenantId}'; set local transaction_read_only = on`;
  return { text: () => text, sent: () => {} };
}

/**
 * The connection as drizzle sees it in a read (openRead): each query goes in ONE round trip. With a
 * setting to send first (ClubSetting) or statements riding with it, as one simple-protocol message
 * that PostgreSQL runs as one implicit transaction: the setting, then the statements (asExecute);
 * otherwise alone, as a named statement. No BEGIN or COMMIT is needed for a single statement, and
 * under READ COMMITTED a read's statements each took their own snapshot anyway.
 */
function oneTripStatements(client: PoolClient, setting: ClubSetting, state: ReadState): PoolClient {
  const run = (client.query as (c: unknown, v?: unknown) => Promise<unknown>).bind(client);
  const query = async (config: unknown, values?: unknown[]) => {
    if (state.released) throw new Error('read already ended');
    const cfg = config as QueryConfig & { rowMode?: string; types?: unknown };
    const params = values ?? cfg.values ?? [];
    // The first query carries the read's riding statements, before its own.
    const riding = state.ride;
    state.ride = null;
    const ride = riding?.statements ?? [];
    const setup = setting.text();
    // The club already set on the connection and nothing riding: the query alone, as a named
    // statement (what the one-round-trip limit of bench/ sends).
    if (!setup && !ride.length) return run({ ...cfg, name: statementName(cfg.text) }, params);
    if (setting.send) {
      try {
        const results = await setting.send([...ride, { text: cfg.text, values: params }], {
          ...(cfg.rowMode ? { rowMode: cfg.rowMode } : {}),
          ...(cfg.types ? { types: cfg.types } : {}),
        });
        if (riding) riding.settle(lastRows(results.slice(0, ride.length), ride.length));
        return results.at(-1);
      } catch (err) {
        riding?.settle(null);
        state.broken = true; // a failed message may leave a Parse undone: not reused
        throw err;
      }
    }
    // What drizzle builds is prepared and kept (a bare SELECT too: its plan is what costs); anything
    // else without values (SET, SHOW…) goes as it is.
    const statement =
      params.length > 0 || /^\s*(select|with)\b/i.test(cfg.text)
        ? asExecute(client, [...ride, { text: cfg.text, values: params }])
        : `${ride.length ? `${asExecute(client, ride)}; ` : ''}${cfg.text}`;
    const text = setup ? `${setup}; ${statement}` : statement;
    try {
      const results = (await run({
        text,
        ...(cfg.rowMode ? { rowMode: cfg.rowMode } : {}),
        ...(cfg.types ? { types: cfg.types } : {}),
      })) as unknown[] | { rows: unknown[] };
      setting.sent(setup);
      if (riding) riding.settle(lastRows(results, ride.length + 1).slice(0, ride.length));
      return Array.isArray(results) ? results.at(-1) : results;
    } catch (err) {
      riding?.settle(null);
      state.broken = true; // a failed message may leave a PREPARE half-known: not reused
      throw err;
    }
  };
  const batch = async (statements: Statement[], commit: boolean) => {
    if (commit) throw new Error('a read has nothing to commit');
    if (state.released) throw new Error('read already ended');
    const riding = state.ride;
    state.ride = null;
    const ride = riding?.statements ?? [];
    const setup = setting.text();
    try {
      const all = [...ride, ...statements];
      const rows = setting.send
        ? lastRows(await setting.send(all), all.length)
        : lastRows(await client.query(setup ? `${setup}; ${asExecute(client, all)}` : asExecute(client, all)), all.length);
      setting.sent(setup);
      riding?.settle(rows.slice(0, ride.length));
      return rows.slice(ride.length);
    } catch (err) {
      riding?.settle(null);
      state.broken = true;
      throw err;
    }
  };
  return withQuery(client, query, batch);
}

/** A read's connection: given back already, or not to be reused; and its riding statements until
 *  the first query takes them. */
type ReadState = {
  released: boolean;
  broken: boolean;
  ride: { statements: Statement[]; settle: (rows: Rows[] | null) => void } | null;
};

function openSession(db: Db, client: PoolClient): Tx {
  const internals = db as unknown as DrizzleInternals;
  const session = new NodePgSession(client, internals.dialect as any, internals._.schema as any, {});
  return new NodePgTransaction(internals.dialect as any, session, internals._.schema as any) as unknown as Tx;
}

/**
 * A read of one club in one round trip per statement (see oneTripStatements): for requests that only
 * read (GET). Row-level security holds exactly as in a transaction; a write fails (read-only). `then`
 * goes in the first round trip as with `begin`, before the read is handed out; `ride` waits for the
 * first query and goes in its message, before it (their rows: `ridden`), or alone when the read ends
 * without one. commit() and rollback() only give the connection back.
 */
async function read(db: Db, tenantId: string, then: Statement[] = [], ride: Statement[] = [], reads?: pg.Pool): Promise<OpenTx> {
  if (!UUID.test(tenantId)) throw new Error('openRead: tenant id must be a UUID');
  const client = await (reads ?? (db as unknown as DrizzleInternals).$client).connect();
  let settle: (rows: Rows[] | null) => void = () => {};
  const ridden = new Promise<Rows[] | null>((resolve) => (settle = resolve));
  const state: ReadState = { released: false, broken: false, ride: ride.length ? { statements: ride, settle } : null };
  if (!state.ride) settle([]);
  const release = () => {
    if (state.released) return;
    state.released = true;
    client.release(state.broken || worn(client));
  };
  const setting = reads ? sessionClub(client, tenantId) : localSettings(tenantId);
  /** Statements in one round trip, the setting first when needed; their rows. */
  const sendRows = async (statements: Statement[]): Promise<Rows[]> => {
    if (setting.send) return lastRows(await setting.send(statements), statements.length);
    const setup = setting.text();
    const rows = lastRows(await client.query(`${setup ? `${setup}; ` : ''}${asExecute(client, statements)}`), statements.length);
    setting.sent(setup);
    return rows;
  };
  let first: Rows[] = [];
  if (then.length) {
    try {
      first = await sendRows(then);
    } catch (err) {
      state.broken = true;
      release();
      throw err;
    }
  }
  // Riding statements no query took go now, alone (never after the connection is given back).
  const sendRide = async () => {
    const riding = state.ride;
    if (!riding) return;
    state.ride = null;
    if (state.released) return riding.settle(null);
    try {
      riding.settle(await sendRows(riding.statements));
    } catch {
      state.broken = true;
      riding.settle(null);
    }
  };
  const end = async () => {
    await sendRide();
    release();
  };
  return {
    tx: openSession(db, oneTripStatements(client, setting, state)),
    first,
    commit: end,
    rollback: end,
    ridden: async () => {
      await sendRide();
      return ridden;
    },
  };
}

/** A club transaction. With `then`, the BEGIN goes at once with those statements (their rows:
 *  `first`); without, it waits for the first query and goes in its message (namedStatements). A
 *  transaction that sent no query ends without a round trip. */
async function begin(db: Db, setup: Statement, then: Statement[] = []): Promise<OpenTx> {
  const internals = db as unknown as DrizzleInternals;
  const client = await internals.$client.connect();
  // A failed BEGIN, COMMIT or ROLLBACK leaves the connection in an unknown state: it is not reused.
  let released = false;
  const release = (broken: boolean) => {
    if (released) return;
    released = true;
    client.release(broken || worn(client));
  };
  const state: WriteState = { opening: then.length ? null : [BEGIN, setup], committed: false, broken: false };
  let first: Rows[] = [];
  if (then.length) {
    try {
      first = lastRows(await pipeline(client, [BEGIN, setup, ...then]), then.length);
    } catch (err) {
      release(true);
      throw err;
    }
  }
  const tx = openSession(db, namedStatements(client, state));
  const end = async (statement: 'commit' | 'rollback') => {
    if (released) throw new Error(`transaction already ended (${statement})`);
    // Nothing was sent (no transaction to end), or a batch committed it (see `together`).
    if (state.opening || state.committed) return release(false);
    let broken = true;
    try {
      await client.query(statement);
      broken = state.broken;
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

async function inTransaction<T>(db: Db, setup: Statement, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return completeWith(await begin(db, setup), fn);
}

/** The role and the club, local to the transaction (SET LOCAL): a pooled connection keeps neither. */
function clubSetup(tenantId: string): Statement {
  if (!UUID.test(tenantId)) throw new Error('withTenant: tenant id must be a UUID');
  return { text: `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', $1, true)`, values: [tenantId] };
}
const NO_CLUB_SETUP: Statement = { text: `select set_config('role', '${APP_ROLE}', true)`, values: [] };

export function withTenant<T>(db: Db, tenantId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let setup: Statement;
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

/** The statement that sets the club for the rest of a transaction opened with withoutTenant. */
export function clubSetting(tenantId: string): SQL {
  return sql`select set_config('app.tenant_id', ${tenantId}, true)`;
}

/** Inside a transaction opened with withoutTenant: from here on, act as this club. */
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
  /** A runner bound to one club that only reads: each statement one round trip, no BEGIN/COMMIT
   *  (see `read`); a write in it fails. */
  clubRead: (tenantId: string) => Runner;
  /** A runner with no club set: club tables show no rows (tenant lookup, queues, club creation). */
  noClub: Runner;
  /**
   * Opens a club transaction its caller ends (the request transaction of platform/operations.ts).
   * `then`: statements sent in the same round trip as the BEGIN (their rows are `first`).
   */
  open: (tenantId: string, then?: Statement[]) => Promise<OpenTx>;
  /** As `open`, for a request that only reads: one round trip per statement, no BEGIN/COMMIT (see `read`).
   *  `ride`: statements sent with the read's first query instead (their rows: OpenTx.ridden). */
  openRead: (tenantId: string, then?: Statement[], ride?: Statement[]) => Promise<OpenTx>;
};

/** `reads`: the pool of connections opened as the RLS-bound role, read-only (Database.reads); without
 *  it, reads take the main pool's connections and set both on each message. */
export function txSource(db: Db, reads?: pg.Pool): TxSource {
  return {
    club: (tenantId) => (fn) => withTenant(db, tenantId, fn),
    clubRead: (tenantId) => async (fn) => completeWith(await read(db, tenantId, [], [], reads), fn),
    noClub: (fn) => withoutTenant(db, fn),
    open: (tenantId, then) => begin(db, clubSetup(tenantId), then),
    openRead: (tenantId, then, ride) => read(db, tenantId, then, ride, reads),
  };
}
