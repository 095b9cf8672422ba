// Statements a busy path sends over and over (a registration's inserts, a payment's rows), written
// once by drizzle's query builder and then only filled in. Building a statement with the builder
// costs 50–150 µs of CPU each time (an 18-column insert: ~155 µs; measured with drizzle-orm 0.45),
// which made up a quarter of a registration's main-thread time; filling a built one costs a few µs.
//
//   const insertNote = prebuilt<{ id: string; text: string }>((q, v) =>
//     q.insert(notes).values({ id: v.id, text: v.text }));
//   await rowsOf(tx, insertNote({ id, text }));
//
// The builder writes the text with a placeholder (`sql.placeholder`, drizzle's public API for
// prepared statements) wherever a value goes, and each call puts the values there, through the
// column's own encoding (a jsonb column's JSON, a timestamp's ISO text) as the builder would. The
// statement then goes through `rowsOf` like any other: in the caller's transaction, as a named
// prepared statement. Its rows come back as PostgreSQL names the columns (`returning` gives
// snake_case names).
//
// A statement is built once for all calls, so everything that varies must be a value: an insert
// names every column it may set (with the column's default passed when there is nothing to set), and
// a list of rows of varying length is not a prebuilt statement. drizzle's `set()` takes a value as
// sql`${v.name}` (sent as it is, for PostgreSQL to read as the column's type). Name each value (`{ id: v.id }`):
// the placeholders are made as they are asked for, so `values(v)` would set no column. An insert of
// one row from values named as its columns is `prebuiltInsert(table, columns)`, typed by the table.
import { is, Param, Placeholder, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/node-postgres';
import { randomUUID } from 'node:crypto';
import { rowsOf, type Statement, type Tx } from './tenant-tx.js';

/** drizzle's builder with no connection (`drizzle.mock()`): it only writes statements. */
const writer = drizzle.mock();
export type StatementWriter = typeof writer;

/** One placeholder per value, named after it. */
export type Slots<V> = { readonly [K in keyof V & string]: Placeholder<K, V[K]> };

type Built = { toSQL(): { sql: string; params: unknown[] } };
type Fill<V> = (values: V) => unknown;

/** Where each parameter of the built text comes from: a value by name (encoded as its column
 *  encodes it), or a constant the builder wrote. */
function fillOf<V extends Record<string, unknown>>(param: unknown): Fill<V> {
  const named =
    (name: string, encode: (v: unknown) => unknown): Fill<V> =>
    (values) => {
      const value = values[name];
      if (value === undefined) throw new Error(`prebuilt statement: no value for "${name}"`);
      return value === null ? null : encode(value);
    };
  if (is(param, Placeholder)) return named(param.name, (v) => v);
  if (is(param, Param) && is(param.value, Placeholder)) {
    const { encoder } = param as Param<unknown, unknown>;
    return named((param.value as Placeholder).name, (v) => encoder.mapToDriverValue(v));
  }
  return () => param;
}

/** A statement built on first use and filled in by each call; send it with `rowsOf`. */
export function prebuilt<V extends Record<string, unknown>>(
  build: (q: StatementWriter, v: Slots<V>) => Built,
): (values: V) => Statement {
  let made: { text: string; fills: Fill<V>[] } | null = null;
  return (values) => {
    if (!made) {
      const asked = new Set<string>();
      const slots = new Proxy({}, { get: (_, name) => (asked.add(String(name)), sql.placeholder(String(name))) }) as Slots<V>;
      const { sql: text, params } = build(writer, slots).toSQL();
      // A value the statement has no place for would be dropped every time: say so at once.
      const unused = Object.keys(values).filter((name) => !asked.has(name));
      if (unused.length) throw new Error(`prebuilt statement has no place for ${unused.join(', ')}: ${text}`);
      made = { text, fills: params.map((p) => fillOf<V>(p)) };
    }
    return { text: made.text, values: made.fills.map((fill) => fill(values)) };
  };
}

/** The values of an insert that sets `K`: each the column's type, null (not left out) when none. */
export type InsertValues<T extends PgTable, K extends keyof T['$inferInsert']> = {
  [P in K]-?: Exclude<T['$inferInsert'][P], undefined>;
};

/**
 * An insert of one row into `table`, each of `columns` set from the value of the same name; `also`:
 * columns set alike on every call (a constant, or SQL such as a subquery). `ignoreConflict`: a row
 * that conflicts with one already there is left out (ON CONFLICT DO NOTHING).
 */
export function prebuiltInsert<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
  opts: { also?: Partial<Record<keyof T['$inferInsert'], unknown>>; ignoreConflict?: true } = {},
): (values: InsertValues<T, K>) => Statement {
  return prebuilt<InsertValues<T, K>>((q, v) => {
    const row = { ...Object.fromEntries(columns.map((c) => [c, v[c]])), ...opts.also } as T['$inferInsert'];
    const insert = q.insert(table).values(row);
    return opts.ignoreConflict ? insert.onConflictDoNothing() : insert;
  });
}

/** Inserts each row with an id made here, one statement a row, all sent at once (one round trip)
 *  in the rows' order: a list of varying length without a statement of each length. Its ids. */
export async function insertEach<V>(
  tx: Tx,
  insert: (values: V & { id: string }) => Statement,
  rows: readonly V[],
): Promise<string[]> {
  const ids = rows.map(() => randomUUID());
  await Promise.all(rows.map((row, i) => rowsOf(tx, insert({ ...row, id: ids[i]! }))));
  return ids;
}
