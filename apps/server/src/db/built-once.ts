// A select built once per process instead of on every call. Drizzle turns its query builder into SQL
// text on each execution; for a small hot read (the public programs list, the club settings) that
// build was a tenth of the request's Node time (issue 10's profile: `_prepare`, `sqlToQuery`, `is`).
// Here the first call builds the select with `sql.placeholder(...)` for whatever varies, keeps the
// text, its parameters and drizzle's field list, and every call after that only binds the values and
// runs it on the caller's transaction, mapped into rows exactly as drizzle maps them.
import type { SQL } from 'drizzle-orm';
import type { Tx } from './tenant-tx.js';

/** What drizzle's own prepared select holds (internal to drizzle-orm 0.45's node-postgres session). */
type Prepared = {
  queryString: string;
  params: unknown[];
  fields: unknown;
  joinsNotNullableMap: unknown;
  queryMetadata: unknown;
  cacheConfig: unknown;
  execute: (values?: Record<string, unknown>) => Promise<unknown>;
};
type Session = { prepareQuery: (...args: unknown[]) => Prepared };
type Preparable = { _prepare: () => Prepared };

/**
 * `build` receives the first caller's transaction and returns a select (not awaited) whose varying
 * values are `sql.placeholder(name)`; the returned function runs it with those values.
 */
export function builtOnce<Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  build: (tx: Tx) => PromiseLike<Row[]> & { getSQL: () => SQL },
): (tx: Tx, values?: Values) => Promise<Row[]> {
  let kept: Prepared | null = null;
  return (tx, values) => {
    const session = (tx as unknown as { session: Session }).session;
    if (!kept) kept = (build(tx) as unknown as Preparable)._prepare();
    const query = session.prepareQuery(
      { sql: kept.queryString, params: kept.params },
      kept.fields,
      undefined,
      true,
      undefined,
      kept.queryMetadata,
      kept.cacheConfig,
    );
    query.joinsNotNullableMap = kept.joinsNotNullableMap;
    return query.execute(values) as Promise<Row[]>;
  };
}

/** builtOnce for a select of a few shapes (with or without a filter…): one kept build per key. */
export function builtOnceBy<Key extends string, Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  build: (tx: Tx, key: Key) => PromiseLike<Row[]> & { getSQL: () => SQL },
): (tx: Tx, key: Key, values?: Values) => Promise<Row[]> {
  const byKey = new Map<Key, (tx: Tx, values?: Values) => Promise<Row[]>>();
  return (tx, key, values) => {
    let run = byKey.get(key);
    if (!run) byKey.set(key, (run = builtOnce<Row, Values>((first) => build(first, key))));
    return run(tx, values);
  };
}
