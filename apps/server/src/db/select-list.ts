// The select list of a read written out in SQL (sent with db/tenant-tx.ts rowsOf): a table's columns
// named as the schema's properties name them, so that the rows come back with the shape and the
// types drizzle's select would give, without drizzle building the statement or mapping each row.
// Only columns that node-postgres parses as drizzle would are accepted (a numeric read as a number
// is cast to float8 here); any other type is refused when the module loads, not misread at runtime.
import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/** Column types whose value node-postgres already parses as drizzle maps it (db/client.ts keeps a
 *  DATE as its 'YYYY-MM-DD' text, as drizzle's string-mode date). */
const AS_PARSED = new Set(['PgUUID', 'PgText', 'PgInteger', 'PgBoolean', 'PgJsonb', 'PgArray', 'PgDateString']);
/** Column types read through a cast that node-postgres parses into the same value. */
const CAST: Record<string, string> = { PgNumericNumber: 'float8' };

/** `alias.column as "property"` for each key, in order, comma separated. */
export function selectList<T extends Table, K extends keyof InferSelectModel<T> & string>(
  table: T,
  alias: string,
  keys: readonly K[],
): string {
  const columns = getTableColumns(table) as Record<string, { name: string; columnType: string; withTimezone?: boolean }>;
  return keys
    .map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`selectList: no column ${key}`);
      const cast = CAST[column.columnType];
      // A timestamp with time zone comes back as a Date, as drizzle's; one without would be read as local time.
      const parsed = AS_PARSED.has(column.columnType) || (column.columnType === 'PgTimestamp' && column.withTimezone === true);
      if (!cast && !parsed) throw new Error(`selectList: ${key} (${column.columnType}) would not read as drizzle reads it`);
      return `${alias}."${column.name}"${cast ? `::${cast}` : ''} as "${key}"`;
    })
    .join(', ');
}

/** Every column of the table, each named as the schema's property (a whole row, as `select()`). */
export function selectAll<T extends Table>(table: T, alias: string): string {
  return selectList(table, alias, Object.keys(getTableColumns(table)) as (keyof InferSelectModel<T> & string)[]);
}

/** The row of such a select list: the schema's types of those columns. */
export type Selected<T extends Table, K extends keyof InferSelectModel<T>> = Pick<InferSelectModel<T>, K>;

/** The same columns as drizzle's select takes them (`tx.select({ row: selectedColumns(t, keys) })`),
 *  so that a read built with drizzle gives the rows a written-out select list of those keys gives. */
export function selectedColumns<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
): Pick<T['_']['columns'], K> {
  const columns = getTableColumns(table) as T['_']['columns'];
  return Object.fromEntries(keys.map((key) => [key, columns[key]])) as Pick<T['_']['columns'], K>;
}
