// A select built once per process instead of on every call. Drizzle turns its query builder into SQL
// text on each execution; for a small hot read (the public programs list, the club settings) that
// build was a tenth of the request's Node time (issue 10's profile: `_prepare`, `sqlToQuery`, `is`).
// Here the first call builds the select with `sql.placeholder(...)` for whatever varies and keeps
// its query (text, rows as arrays, drizzle's type parsers), its parameters and a mapper of drizzle's
// field list; every call after that only fills in the values, sends it on the caller's connection
// and maps the rows as drizzle maps them (mapResultRow), without drizzle's per-call prepared query
// (two query configs and their parsers built anew, tracing spans, `is` checks per column and row).
import { Column, fillPlaceholders, getTableName, is, SQL, Subquery, type DriverValueDecoder } from 'drizzle-orm';
import type { Tx } from './tenant-tx.js';

type Field = { path: string[]; field: unknown };
/** What drizzle's own prepared select holds (internal to drizzle-orm 0.45's node-postgres session). */
type Prepared = {
  queryConfig: { text: string; rowMode: 'array'; types: unknown };
  params: unknown[];
  fields?: Field[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
};
type Preparable = { _prepare: () => Prepared };
type Client = { query: (config: object, values: unknown[]) => Promise<{ rows: unknown[][] }> };
type Row = Record<string, unknown>;

/** The decoder drizzle's mapResultRow picks for a selected field. */
type Decoded = { decoder: DriverValueDecoder<unknown, unknown> }; // an SQL's (internal to drizzle)
function decoderOf(field: unknown): DriverValueDecoder<unknown, unknown> {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as Decoded).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as Decoded).decoder;
  return ((field as SQL.Aliased).sql as unknown as Decoded).decoder;
}

/**
 * drizzle's mapResultRow, with what it works out per column and row (the decoder, the path, whether
 * the column belongs to a joined table's object) worked out once: each value decoded into its path,
 * and a joined table's object null when all its columns are null and the join may leave it empty.
 */
function rowMapper(fields: Field[], joinsNotNullableMap: Record<string, boolean> | undefined): (row: unknown[]) => Row {
  const columns = fields.map(({ path, field }) => ({
    path,
    decoder: decoderOf(field),
    // A column of a joined table's object (`{ m: memberships }`): its table, for the null object.
    table: joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
  }));
  return (row) => {
    const result: Row = {};
    let nullify: Record<string, string | false> | null = null;
    for (let i = 0; i < columns.length; i++) {
      const { path, decoder, table } = columns[i]!;
      let node = result;
      for (let p = 0; p < path.length - 1; p++) node = (node[path[p]!] ??= {}) as Row;
      const raw = row[i];
      const value = (node[path[path.length - 1]!] = raw === null ? null : decoder.mapFromDriverValue(raw));
      if (table !== null) {
        nullify ??= {};
        const object = path[0]!;
        if (!(object in nullify)) nullify[object] = value === null ? table : false;
        else if (typeof nullify[object] === 'string' && nullify[object] !== table) nullify[object] = false;
      }
    }
    if (nullify)
      for (const [object, table] of Object.entries(nullify))
        if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
    return result;
  };
}

/**
 * `build` receives the first caller's transaction and returns a select (not awaited) whose varying
 * values are `sql.placeholder(name)`; the returned function runs it with those values.
 */
export function builtOnce<Row, Values extends Record<string, unknown> = Record<string, unknown>>(
  build: (tx: Tx) => PromiseLike<Row[]> & { getSQL: () => SQL },
): (tx: Tx, values?: Values) => Promise<Row[]> {
  let kept: { query: Prepared['queryConfig']; params: unknown[]; map: (row: unknown[]) => unknown } | null = null;
  return async (tx, values) => {
    if (!kept) {
      const prepared = (build(tx) as unknown as Preparable)._prepare();
      if (!prepared.fields || prepared.customResultMapper) throw new Error('builtOnce: for a select of fields');
      const { text, rowMode, types } = prepared.queryConfig;
      kept = { query: { text, rowMode, types }, params: prepared.params, map: rowMapper(prepared.fields, prepared.joinsNotNullableMap) };
    }
    const { query, params, map } = kept;
    // The caller's connection as its transaction holds it (db/tenant-tx.ts names the statement).
    const client = (tx as unknown as { session: { client: Client } }).session.client;
    const { rows } = await client.query(query, fillPlaceholders(params, values ?? {}));
    return rows.map(map) as Row[];
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
