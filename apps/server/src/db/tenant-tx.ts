// Runs work inside one transaction as the RLS-bound role with the club set, so every query of a
// request sees only that club's rows, whatever user DATABASE_URL names.
//
// BEGIN and the two settings go to PostgreSQL with the transaction's first query, in one round trip
// (a Pipeline: several statements in one extended-protocol message, values as parameters); a
// signed-in request sends its session lookup in it instead (TxSource.open). The transaction object
// is drizzle's own, so nested `tx.transaction()` calls become savepoints as usual. A request that
// only reads (GET) has no transaction at all: each statement is one round trip, with the club set
// first when its connection of the reads' pool was set to another club last (`read`,
// TxSource.openRead, sessionClub; on the main pool, when no reads' pool is given, the role, club and
// read-only go local to each round trip: localSettings).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Pool, PoolClient } from 'pg';
import type { Db } from './client.js';

export const APP_ROLE = 'springboard_app';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type DrizzleInternals = { dialect: unknown; $client: { connect: () => Promise<PoolClient> } };

declare const tenantBound: unique symbol;
/** A transaction as the RLS-bound role: the only database handle services receive. The raw pool's
 *  `Db` is not one, so it cannot be passed where a `Tx` is expected. Without drizzle's relational
 *  queries (`query`): see openSession. */
export type Tx = Omit<Db, 'query'> & { readonly [tenantBound]: true };
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

type QueryConfig = { text: string; values?: unknown[] };
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 2_000;

/** The name under which PostgreSQL keeps a query's parsed and planned statement on a connection:
 *  derived from the text, so the same text always has the same name and two texts never share one. */
export function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    name = `sp_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text, name);
  }
  return name;
}

/** Sends statements in one message on a transaction's connection (see `together`). */
const BATCH = Symbol('batch');
type Batcher = (statements: Statement[], commit: boolean) => Promise<Rows[]>;

/** What drizzle's session holds as its client: only `query` (all it calls on a client it did not
 *  open itself), and a transaction's batcher. The connection itself stays out of the services' reach. */
type SessionClient = { query: (config: unknown, values?: unknown[]) => unknown; [BATCH]?: Batcher };
function withQuery(query: SessionClient['query'], batch?: Batcher): SessionClient {
  return batch ? { query, [BATCH]: batch } : { query };
}

/**
 * Runs statements of a transaction in ONE round trip, in order, and gives each one's rows
 * (as PostgreSQL names the columns: no drizzle mapping). For statements that do not depend on each
 * other's results: the writes at the end of a registration, say. If one fails, the transaction fails
 * as with any failed statement. `commit`: the COMMIT goes in the same message, for a transaction's
 * last statements (no statement may follow; the runner then has nothing left to send).
 */
export async function together(tx: Tx, queries: SQLWrapper[], opts: { commit?: boolean } = {}): Promise<Rows[]> {
  const internals = tx as unknown as { dialect: PgDialect; session: { client: { [BATCH]?: Batcher } } };
  const batch = internals.session.client[BATCH];
  if (!batch) throw new Error('together: only for a transaction of db/tenant-tx');
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

/** drizzle's type parsers: every query drizzle's node-postgres session prepares carries an object of
 *  its own with the same parsers (its dates and intervals as text), so the first one stands for all,
 *  and a statement described under it is not described again (see Pipeline). */
let drizzleTypes: unknown = null;

/** What drizzle asks of a query's results (rows as arrays, its own type parsers). */
type ResultOptions = { rowMode?: string; types?: unknown };
function resultOptions(cfg: ResultOptions): ResultOptions {
  return { ...(cfg.rowMode ? { rowMode: cfg.rowMode } : {}), ...(cfg.types ? { types: (drizzleTypes ??= cfg.types) } : {}) };
}

/**
 * The connection as drizzle sees it inside a transaction: every parameterised query goes as a
 * Pipeline of its one named prepared statement, so PostgreSQL parses and plans a query's text once
 * per connection instead of on every request (RLS stays checked at each execution: PostgreSQL
 * re-plans when the role changes), and describes its rows once per connection (see Pipeline).
 *
 * The first query carries the transaction's BEGIN and settings in its own message (`state.opening`),
 * so a transaction costs one round trip less.
 */
function namedStatements(client: PoolClient, state: WriteState): SessionClient {
  const run = (client.query as (c: unknown, v?: unknown) => Promise<unknown>).bind(client);
  /** Statements in one message, after the opening if it has not gone yet; their results. */
  const send = async (statements: Statement[], opts: ResultOptions = {}): Promise<PgResult[]> => {
    if (state.committed) throw new Error('transaction already committed (together … commit)');
    const opening = state.opening ?? [];
    state.opening = null;
    try {
      return (await pipeline(client, [...opening, ...statements], opts)).slice(opening.length);
    } catch (err) {
      // PostgreSQL refused a statement: the transaction is rolled back and the connection is fit
      // (unless a Parse failed: `unfit`). Anything else may have left it in any state: not reused.
      if (!refusedByServer(err)) state.broken = true;
      throw err;
    }
  };
  const query = async (config: unknown, values?: unknown[]) => {
    const cfg = config as QueryConfig & ResultOptions;
    if (!cfg || typeof cfg !== 'object' || typeof cfg.text !== 'string') {
      if (state.opening) await send([]);
      return run(config, values);
    }
    const [result] = await send([{ text: cfg.text, values: values ?? cfg.values ?? [] }], cfg);
    return result;
  };
  const batch = async (statements: Statement[], commit: boolean) => {
    const results = await send([...statements, ...(commit ? [COMMIT] : [])]);
    state.committed = commit;
    return rowsOf(results.slice(0, statements.length));
  };
  return withQuery(query, batch);
}

/** An error PostgreSQL answered (with its SQLSTATE), as opposed to a broken connection. */
const refusedByServer = (err: unknown) =>
  typeof (err as { code?: unknown })?.code === 'string' && /^[0-9A-Z]{5}$/.test((err as { code: string }).code);

const BEGIN: Statement = { text: 'begin', values: [] };
const COMMIT: Statement = { text: 'commit', values: [] };

/** pg's own conversion of a JS value to the text it sends for a parameter (dates, arrays, JSON). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

type PgResult = { rows: unknown[]; fields: { name: string }[] };
/** pg's result of one statement: its fields, and the parsers and empty row worked out from them. */
type PgResultState = { fields: unknown[]; _parsers?: unknown[]; _prebuiltEmptyResultObject?: object; command: string | null };
type PgQueryClass = new (config: object) => {
  submit(connection: unknown): Error | null;
  prepare(connection: unknown): void;
  handleRowDescription(msg: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: unknown): void;
  /** pg internals the Pipeline reads (pg/lib/query.js 8.x): the type parsers asked for, the result
   *  being filled, the next result started when one completed, whether rows are kept. */
  types?: unknown;
  _result: PgResultState;
  _checkForMultirow(): void;
  _accumulateRows: unknown;
};
const PgQuery = createRequire(import.meta.url)('pg/lib/query') as PgQueryClass;

type Wire = {
  stream: { cork?: () => void; uncork?: () => void };
  parse: (m: { text: string; name: string; types: unknown[] }) => void;
  bind: (m: {
    portal: string;
    statement: string;
    values: unknown[];
    binary: boolean;
    valueMapper: (v: unknown) => unknown;
  }) => void;
  describe: (m: { type: 'P'; name: string }) => void;
  execute: (m: { portal: string; rows: number }) => void;
  sync: () => void;
};

/**
 * One or several statements in ONE round trip with the extended protocol: each statement Parsed once
 * per connection under its own name (`sp_…`, statementName), then Bind / Describe / Execute of each,
 * and one Sync. PostgreSQL runs them in order in one implicit transaction (a failure stops the rest,
 * undone together). pg's own Query keeps a result per statement; values go as parameters, never into
 * the text. A statement whose rows were described once on the connection is not described again
 * (PostgreSQL keeps a prepared statement's columns: a change of them fails the statement), and pg's
 * parsers for them are kept with it (`preparedOn`), which spares PostgreSQL the RowDescription and
 * pg its parsing on every execution. If the message fails, a Parse it carried may not have run: the
 * connection is then not reused (`unfit`).
 */
class Pipeline extends PgQuery {
  constructor(
    private readonly client: PoolClient,
    /** Public for db/query-plans.test.ts, which EXPLAINs what the server sends. */
    readonly statements: { text: string; values: unknown[] }[],
    config: ResultOptions & { callback: (err: Error | null, results?: unknown) => void },
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

  /** Whether this message Parses a statement (if it fails, that Parse may not have run). */
  parses = false;
  /** Each statement's name, and what is known of its rows (then not described again). */
  private names: string[] = [];
  private known: (Described | null)[] = [];
  /** The connection's prepared statements (set by prepare, before any answer arrives). */
  private parsed!: Map<string, Described | null>;
  /** The statement whose answer is arriving, and whether its result has its fields yet. */
  private index = 0;
  private fielded = false;

  override prepare(connection: unknown): void {
    const wire = connection as Wire;
    let parsed = preparedOn.get(this.client);
    if (!parsed) preparedOn.set(this.client, (parsed = new Map()));
    this.parsed = parsed;
    for (const { text, values } of this.statements) {
      const name = statementName(text);
      if (!parsed.has(name)) {
        wire.parse({ text, name, types: [] });
        parsed.set(name, null);
        this.parses = true;
      }
      const known = parsed.get(name);
      const reuse = known && known.types === this.types ? known : null;
      this.names.push(name);
      this.known.push(reuse);
      wire.bind({ portal: '', statement: name, values, binary: false, valueMapper: (v) => v });
      if (!reuse) wire.describe({ type: 'P', name: '' });
      wire.execute({ portal: '', rows: 0 });
    }
    wire.sync();
  }

  // A statement described before sends no RowDescription: its result gets the fields and parsers
  // kept then, before its first row (or its completion, when it has none).
  private fieldsFromBefore(): void {
    const known = this.known[this.index];
    if (!known || this.fielded) return;
    this._checkForMultirow();
    this._result.fields = known.fields;
    this._result._parsers = known.parsers;
    this._result._prebuiltEmptyResultObject = known.template;
    this._accumulateRows = true;
    this.fielded = true;
  }

  override handleRowDescription(msg: unknown): void {
    super.handleRowDescription(msg);
    this.fielded = true;
    const r = this._result;
    if (r._parsers && r._prebuiltEmptyResultObject)
      this.parsed.set(this.names[this.index]!, {
        types: this.types,
        fields: r.fields,
        parsers: r._parsers,
        template: r._prebuiltEmptyResultObject,
      });
  }

  override handleDataRow(msg: unknown): void {
    this.fieldsFromBefore();
    super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: unknown): void {
    this.fieldsFromBefore();
    super.handleCommandComplete(msg, connection);
    this.index++;
    this.fielded = false;
  }
}

/** A prepared statement's rows as PostgreSQL described them, with pg's parsers for them under the
 *  type parsers then asked for (`types`): reused only under the same ones. (Statements that return
 *  no rows are never kept: PostgreSQL answers their Describe with NoData.) */
type Described = { types: unknown; fields: unknown[]; parsers: unknown[]; template: object };

/** Sends statements as one Pipeline; a result per statement, in order. Values are turned into their
 *  text first (pg's prepareValue), so a value that cannot be sent fails before anything is. */
function pipeline(client: PoolClient, statements: Statement[], opts: ResultOptions = {}): Promise<PgResult[]> {
  const ready = statements.map(({ text, values }) => ({ text, values: values.map((v) => prepareValue(v)) }));
  return new Promise((resolve, reject) => {
    const query = new Pipeline(client, ready, {
      ...resultOptions(opts),
      callback: (err, results) => {
        if (!err) return resolve((Array.isArray(results) ? results : [results]) as PgResult[]);
        // A Parse it carried may not have run, though the connection counts it as done: the
        // connection is closed when given back (a failure of statements Parsed before leaves it fit).
        if (query.parses) unfit.add(client);
        reject(err);
      },
    });
    (client.query as unknown as (q: unknown) => unknown)(query);
  });
}

/** Statements a Pipeline has Parsed on a connection (named `sp_…`), with their rows once described. */
const preparedOn = new WeakMap<PoolClient, Map<string, Described | null>>();
/** Connections where a message with a Parse failed: closed when given back. */
const unfit = new WeakSet<PoolClient>();
/** Past this many (queries of ever new texts, say IN lists of every length), a connection is closed
 *  when given back, rather than keep growing in PostgreSQL's memory; the pool opens a fresh one. */
const MAX_PREPARED_PER_CONNECTION = 1_000;
const worn = (client: PoolClient) => unfit.has(client) || (preparedOn.get(client)?.size ?? 0) > MAX_PREPARED_PER_CONNECTION;

/** A statement with its values, for a Pipeline. */
export type Statement = { text: string; values: unknown[] };

/** The rows of each result, as objects (a Pipeline sent for drizzle asks for rows as arrays, and
 *  pg applies that to every result in it). */
function rowsOf(results: PgResult[]): Rows[] {
  return results.map(({ rows, fields }) =>
    rows.map((row) => (Array.isArray(row) ? Object.fromEntries(fields.map((f, i) => [f.name, row[i]])) : (row as Rows[number]))),
  );
}

/** The settings a read's round trip starts with (none when its connection holds them already), and
 *  what to note once a round trip that carried them succeeded. */
type ReadSettings = { first: () => Statement[]; sent: () => void };

/** The club each connection of the reads' pool was last set to (a session-level setting). */
const clubOfConnection = new WeakMap<PoolClient, string>();

/**
 * On the reads' pool (connections opened as the RLS-bound role, read-only: db/client.ts) the club
 * is set for the session and kept (decision 0010): a read of the club the connection was set to last
 * sends its query alone. The connection's club is noted only after a round trip that set it
 * succeeded; one that fails undoes its setting (one implicit transaction) and the connection is not
 * reused anyway. Round trips built before that note all carry the setting.
 */
function sessionClub(client: PoolClient, tenantId: string): ReadSettings {
  return {
    first: () =>
      clubOfConnection.get(client) === tenantId
        ? []
        : [{ text: "select set_config('app.tenant_id', $1, false)", values: [tenantId] }],
    sent: () => clubOfConnection.set(client, tenantId),
  };
}

/** On the main pool: role, club and read-only for each round trip alone (local to its implicit
 *  transaction, so the connection keeps none of them). */
function localSettings(tenantId: string): ReadSettings {
  const text = `select set_config('role', '${APP_ROLE}', true), set_config('app.tenant_id', $1, true), set_config('transaction_read_only', 'on', true)`;
  return { first: () => [{ text, values: [tenantId] }], sent: () => {} };
}

/** Statements in one round trip after the settings `first`; their results (not the settings'). */
async function withSettings(
  client: PoolClient,
  settings: ReadSettings,
  first: Statement[],
  statements: Statement[],
  opts?: ResultOptions,
): Promise<PgResult[]> {
  const results = await pipeline(client, [...first, ...statements], opts);
  if (first.length) settings.sent();
  return results.slice(first.length);
}

/**
 * The connection as drizzle sees it in a read (openRead): each query goes in ONE round trip, a
 * Pipeline: alone when the connection holds the settings and nothing rides with it; otherwise after
 * the settings and the riding statements, which PostgreSQL runs as one implicit transaction. No
 * BEGIN or COMMIT is needed for a single statement, and under READ COMMITTED a read's statements
 * each took their own snapshot anyway.
 */
function oneTripStatements(client: PoolClient, settings: ReadSettings, state: ReadState): SessionClient {
  const query = async (config: unknown, values?: unknown[]) => {
    if (state.released) throw new Error('read already ended');
    const cfg = config as QueryConfig & ResultOptions;
    const params = values ?? cfg.values ?? [];
    // The first query carries the read's riding statements, before its own.
    const riding = state.ride;
    state.ride = null;
    const ride = riding?.statements ?? [];
    const first = settings.first();
    try {
      const results = await withSettings(client, settings, first, [...ride, { text: cfg.text, values: params }], cfg);
      riding?.settle(rowsOf(results.slice(0, ride.length)));
      return results.at(-1);
    } catch (err) {
      riding?.settle(null);
      state.broken = true; // a failed round trip may leave a Parse undone: not reused
      throw err;
    }
  };
  return withQuery(query);
}

/** A read's connection: given back already, or not to be reused; and its riding statements until
 *  the first query takes them. */
type ReadState = {
  released: boolean;
  broken: boolean;
  ride: { statements: Statement[]; settle: (rows: Rows[] | null) => void } | null;
};

/** drizzle's transaction over the connection, without its relational query builders (`tx.query.*`,
 *  one per table built with every transaction: 42 objects per request; no service uses them). */
function openSession(db: Db, client: SessionClient): Tx {
  const internals = db as unknown as DrizzleInternals;
  const session = new NodePgSession(client as unknown as PoolClient, internals.dialect as any, undefined, {});
  return new NodePgTransaction(internals.dialect as any, session, undefined) as unknown as Tx;
}

/**
 * A read of one club in one round trip per statement (see oneTripStatements): for requests that only
 * read (GET). Row-level security holds exactly as in a transaction; a write fails (read-only). `then`
 * goes in the first round trip as with `begin`, before the read is handed out; `ride` waits for the
 * first query and goes in its message, before it (their rows: `ridden`), or alone when the read ends
 * without one. commit() and rollback() only give the connection back.
 */
async function read(db: Db, tenantId: string, then: Statement[] = [], ride: Statement[] = [], reads?: Pool): Promise<OpenTx> {
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
  const settings = reads ? sessionClub(client, tenantId) : localSettings(tenantId);
  /** Statements in one round trip, the settings first when needed; their rows. */
  const sendRows = async (statements: Statement[]): Promise<Rows[]> =>
    rowsOf(await withSettings(client, settings, settings.first(), statements));
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
    tx: openSession(db, oneTripStatements(client, settings, state)),
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
      first = rowsOf((await pipeline(client, [BEGIN, setup, ...then])).slice(2));
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
export function txSource(db: Db, reads?: Pool): TxSource {
  return {
    club: (tenantId) => (fn) => withTenant(db, tenantId, fn),
    clubRead: (tenantId) => async (fn) => completeWith(await read(db, tenantId, [], [], reads), fn),
    noClub: (fn) => withoutTenant(db, fn),
    open: (tenantId, then) => begin(db, clubSetup(tenantId), then),
    openRead: (tenantId, then, ride) => read(db, tenantId, then, ride, reads),
  };
}
