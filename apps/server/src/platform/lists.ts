// Lists a screen pages through (packages/contract/src/lists.ts), on the server side: what the caller
// asked (`ListRequest`, parsed once by platform/operations.ts), the ORDER BY a declared sort column
// stands for (`listOrder`), and `listRows`, the one way a list's query is run: every row (no paging
// asked, as before paging existed), one page with the total (both statements in one round trip), or
// every row in batches written to a CSV file as they come.
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ListSpec, type PageMeta } from '@springboard/contract/lists';
import type { Tx } from '../db/tenant-tx.js';

/** Rows a CSV batch reads (each batch is one statement of the request's snapshot transaction). */
export const CSV_BATCH_ROWS = 1000;

/** Where a CSV answer's rows go, in order (platform/csv-reply.ts). */
export type CsvSink = { write: (rows: readonly unknown[]) => Promise<void> };

export type ListRequest = {
  /** Null: no paging asked, every row. */
  page: { page: number; size: number } | null;
  /** Null: the list's default order. */
  sort: { column: string; desc: boolean } | null;
  /** The search, trimmed; null when absent or empty. */
  q: string | null;
  /** Set for a CSV answer: every matching row goes there, `page` is ignored. */
  csv: CsvSink | null;
};

/** The request of an operation that is no list, or of a list asked for no page. */
export const WHOLE_LIST: ListRequest = { page: null, sort: null, q: null, csv: null };

/** The validated query's list parameters. */
export function listRequestOf(query: unknown, csv: CsvSink | null): ListRequest {
  const q = (query ?? {}) as { page?: number; page_size?: number; sort?: string; q?: string };
  const paged = q.page !== undefined || q.page_size !== undefined || q.sort !== undefined || q.q !== undefined;
  const search = q.q?.trim();
  return {
    page: paged ? { page: q.page ?? 1, size: Math.min(q.page_size ?? PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX) } : null,
    sort: q.sort ? { column: q.sort.replace(/^-/, ''), desc: q.sort.startsWith('-') } : null,
    q: search ? search : null,
    csv,
  };
}

/** A column or expression sorted in the requested direction, or `{ asIs }`: an ORDER BY term kept as
 *  written whatever the direction (e.g. newest first as the tie-break of a status). */
type Key = AnyColumn | SQL | { asIs: SQL };

/** A list's ORDER BY: what each declared column sorts by (more than one expression breaks its ties,
 *  e.g. last name then first name), and a unique column last, so pages never overlap. */
export type ListOrder = { spec: ListSpec; columns: Record<string, readonly Key[]>; unique: AnyColumn };

export function listOrder<S extends string>(spec: ListSpec<S>, columns: Record<S, readonly Key[]>, unique: AnyColumn): ListOrder {
  return { spec, columns, unique };
}

/** The ORDER BY of a request: its sort (or the default), then the unique column in the same direction. */
export function orderBy(order: ListOrder, sort: ListRequest['sort'], first: SQL[] = []): SQL[] {
  const chosen = sort ?? { column: order.spec.defaultSort.replace(/^-/, ''), desc: order.spec.defaultSort.startsWith('-') };
  const dir = chosen.desc ? desc : asc;
  const keys = order.columns[chosen.column];
  if (!keys) throw new Error(`${order.spec.csv}: no ORDER BY for the declared column ${chosen.column}`);
  return [...first, ...keys.map((k) => ('asIs' in k ? k.asIs : dir(k))), dir(order.unique)];
}

export type Listed<T> = { rows: T[]; meta: PageMeta | null };

/** How a page's total is found: the list's rows counted (a select of them, see `listRows`), a count
 *  the database keeps (`storedTotal`), or a number already known (the people a search found). */
export type ListCount = PgSelect | { stored: SQL } | { known: number };

/** What the database counts as rows come and go (migrations 0019 and 0027): a table's rows, or its
 *  invoices of one status. */
export type StoredCount = 'invoices' | 'payments' | `invoices:${'pending' | 'paid' | 'overdue' | 'cancelled'}`;

/** The club's count of the rows the database counts as they come and go, summed over `names`: the
 *  total of an unfiltered club-wide list (or one filtered by status alone), read from a row each
 *  instead of every row. */
export function storedTotal(...names: [StoredCount, ...StoredCount[]]): ListCount {
  return {
    stored: sql`select coalesce((select sum(n) from club_row_counts where table_name = any(${sql.param(names)}::text[])), 0)::int as total`,
  };
}

/**
 * Runs a list's query as the request asks. `base` is the list's select (its joins and WHERE, filters
 * and search included, no ORDER BY or LIMIT), made dynamic (`.$dynamic()`); `map` turns a batch of its
 * rows into the answer's rows. `first`: ORDER BY terms before the sort (a search's rank). `countFrom`:
 * the same rows without the joins that only add columns (a join on a foreign key that is never
 * null), for the page's total: PostgreSQL cannot drop an inner join from a count, and on a big club
 * counting through it reads every row of the table instead of the narrow index of the list's order.
 */
export async function listRows<Q extends PgSelect, T>(
  tx: Tx,
  list: ListRequest,
  base: Q,
  order: ListOrder,
  map: (rows: Awaited<Q>) => T[] | Promise<T[]>,
  first: SQL[] = [],
  countFrom: ListCount = base,
): Promise<Listed<T>> {
  const by = orderBy(order, list.sort, first);
  if (list.csv) {
    let offset = 0;
    for (;;) {
      const batch = (await base
        .orderBy(...by)
        .limit(CSV_BATCH_ROWS)
        .offset(offset)) as Awaited<Q>;
      await list.csv.write(await map(batch));
      offset += batch.length;
      if (batch.length < CSV_BATCH_ROWS) return { rows: [], meta: null };
    }
  }
  if (!list.page) return { rows: await map((await base.orderBy(...by)) as Awaited<Q>), meta: null };
  const { page, size } = list.page;
  // Taken before the ORDER BY and LIMIT are set: a query builder changes in place.
  const counting =
    'known' in countFrom
      ? null
      : 'stored' in countFrom
        ? countFrom.stored
        : sql`select count(*)::int as total from (${countFrom.getSQL()}) as list`;
  // Sent together: one round trip (db/tenant-tx.ts).
  const [rows, total] = await Promise.all([
    base
      .orderBy(...by)
      .limit(size)
      .offset((page - 1) * size) as unknown as Promise<Awaited<Q>>,
    counting
      ? tx.execute<{ total: number }>(counting).then((r) => r.rows[0]?.total ?? 0)
      : (countFrom as { known: number }).known,
  ]);
  return { rows: await map(rows), meta: { total, page, page_size: size } };
}

/**
 * `listRows` for a list whose query is written as SQL text (window functions, lateral joins): `select`
 * is its SELECT with joins and WHERE but no ORDER BY or LIMIT, `by` its ORDER BY (ending with a unique
 * column, so pages never overlap), `map` turns a batch of its rows into the answer's rows. `countFrom`:
 * a SELECT of the same rows without what only adds columns, for the page's total (as in `listRows`).
 */
export async function listSqlRows<R extends Record<string, unknown>, T>(
  tx: Tx,
  list: ListRequest,
  select: SQL,
  by: SQL,
  map: (rows: R[]) => T[],
  countFrom: SQL = select,
): Promise<Listed<T>> {
  const ordered = sql`${select} order by ${by}`;
  // The rows are the caller's R (execute's own type wraps a type parameter it cannot resolve).
  const read = async (query: SQL) => (await tx.execute<R>(query)).rows as R[];
  if (list.csv) {
    for (let offset = 0; ; offset += CSV_BATCH_ROWS) {
      const batch = await read(sql`${ordered} limit ${CSV_BATCH_ROWS} offset ${offset}`);
      await list.csv.write(map(batch));
      if (batch.length < CSV_BATCH_ROWS) return { rows: [], meta: null };
    }
  }
  if (!list.page) return { rows: map(await read(ordered)), meta: null };
  const { page, size } = list.page;
  // Sent together: one round trip (db/tenant-tx.ts).
  const [rows, counted] = await Promise.all([
    read(sql`${ordered} limit ${size} offset ${(page - 1) * size}`),
    tx.execute<{ total: number }>(sql`select count(*)::int as total from (${countFrom}) as list`),
  ]);
  return { rows: map(rows), meta: { total: counted.rows[0]?.total ?? 0, page, page_size: size } };
}

/** For a list computed in memory (a fixed catalog): the same answers from an array already in the
 *  default order, sorted by `value` of the requested column. */
export async function listArray<T>(
  list: ListRequest,
  all: T[],
  value: (row: T, column: string) => string | number | null,
): Promise<Listed<T>> {
  let rows = all;
  if (list.sort) {
    const { column, desc: down } = list.sort;
    rows = [...all].sort((a, b) => {
      const x = value(a, column) ?? '';
      const y = value(b, column) ?? '';
      return (x < y ? -1 : x > y ? 1 : 0) * (down ? -1 : 1);
    });
  }
  if (list.csv) {
    for (let i = 0; i < rows.length; i += CSV_BATCH_ROWS) await list.csv.write(rows.slice(i, i + CSV_BATCH_ROWS));
    return { rows: [], meta: null };
  }
  if (!list.page) return { rows, meta: null };
  const { page, size } = list.page;
  return { rows: rows.slice((page - 1) * size, page * size), meta: { total: rows.length, page, page_size: size } };
}
