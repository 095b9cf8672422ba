// A hot read whose SQL drizzle builds once per connection instead of on every request: drizzle's own
// prepare(), on the connection's drizzle (db/tenant-tx.ts), executed with this request's values.
// Turning a query builder into SQL text costs more Node time than the rest of a small read
// (`npm run bench`); for the few reads every page makes, it is done once per pooled connection.
import type { Tx } from './tenant-tx.js';
import { preparedOn } from './tenant-tx.js';

type Preparable<R> = { prepare: (name: string) => { execute: (values?: Record<string, unknown>) => Promise<R> } };

/**
 * `build` gets a connection's drizzle and returns a query whose varying values are
 * `sql.placeholder(name)`; the returned function runs it in `tx` with `values`.
 */
export function preparedRead<R, V extends Record<string, unknown> = Record<string, unknown>>(
  build: (db: Tx) => Preparable<R>,
): (tx: Tx, values?: V) => Promise<R> {
  const key = Symbol('prepared read');
  return (tx, values) => {
    const { prepared, db } = preparedOn(tx);
    let query = prepared.get(key) as ReturnType<Preparable<R>['prepare']> | undefined;
    if (!query) prepared.set(key, (query = build(db).prepare('prepared_read')));
    return query.execute(values);
  };
}
