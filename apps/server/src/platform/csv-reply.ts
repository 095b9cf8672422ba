// A list's CSV answer (`?format=csv` or `Accept: text/csv`): the columns are the fields of the list's
// row schema (nested objects flattened as `membership.first_name`, lists of values joined, lists of
// objects and texts' codes left out), so a CSV holds what the JSON answer would and nothing else.
// Rows are written as the list's batches arrive (platform/lists.ts); the answer starts with the
// first batch, so an error before it still answers the JSON envelope. Cells that a spreadsheet would
// run as a formula (first character =, +, -, @, tab or CR) get a leading single quote.
import { once } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify, type Stringifier } from 'csv-stringify';
import { z } from 'zod';
import type { ListSpec } from '@springboard/contract/lists';
import { recordText } from '@springboard/contract/record-texts';
import type { CsvSink } from './lists.js';

type Column = { header: string; value: (row: unknown) => unknown };

/** A CSV answer is asked for: `format=csv`, or `Accept: text/csv` without `format=json`. */
export function wantsCsv(req: FastifyRequest): boolean {
  const format = (req.query as { format?: unknown } | undefined)?.format;
  if (format === 'csv') return true;
  if (format !== undefined) return false;
  return /(^|,)\s*text\/csv\s*(;|,|$)/i.test(req.headers.accept ?? '');
}

function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodNullable || s instanceof z.ZodOptional || s instanceof z.ZodDefault) s = s.unwrap() as z.ZodType;
  return s;
}

function columnsOf(schema: z.ZodType, path: string[] = []): Column[] {
  const s = unwrap(schema);
  // A text's code and parameters are for screens; its English is in the field beside it.
  if (s === recordText) return [];
  if (s instanceof z.ZodObject) {
    return Object.entries(s.shape as Record<string, z.ZodType>).flatMap(([key, field]) => columnsOf(field, [...path, key]));
  }
  if (s instanceof z.ZodArray && unwrap(s.element as z.ZodType) instanceof z.ZodObject) return [];
  const at = (row: unknown) => path.reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), row);
  return [{ header: path.join('.'), value: (row) => {
    const v = at(row);
    return Array.isArray(v) ? v.join('; ') : v;
  } }];
}

/** The row schema of a list operation's response: its array, or the array at `rowsAt`. */
export function csvColumns(response: z.ZodType, spec: ListSpec): Column[] {
  let rows = unwrap(response);
  if (spec.rowsAt && rows instanceof z.ZodObject) rows = unwrap((rows.shape as Record<string, z.ZodType>)[spec.rowsAt]!);
  if (!(rows instanceof z.ZodArray)) throw new Error(`${spec.csv}: a list's response must be an array of rows`);
  return columnsOf(rows.element as z.ZodType);
}

/** The file's rows go to `reply` as they are written; `finish` ends it (the header alone for no rows). */
export class CsvReply {
  readonly sink: CsvSink;
  private out: Stringifier | null = null;

  constructor(
    private readonly reply: FastifyReply,
    private readonly spec: ListSpec,
    private readonly columns: Column[],
  ) {
    this.sink = { write: (rows) => this.write(rows) };
  }

  get started(): boolean {
    return this.out !== null;
  }

  private start(): Stringifier {
    if (this.out) return this.out;
    const out = stringify({
      header: true,
      columns: this.columns.map((c) => c.header),
      escape_formulas: true,
      cast: { boolean: (b) => (b ? 'true' : 'false'), date: (d) => d.toISOString() },
    });
    this.out = out;
    this.reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${this.spec.csv}.csv"`)
      .send(out);
    return out;
  }

  private async write(rows: readonly unknown[]): Promise<void> {
    const out = this.start();
    for (const row of rows) {
      if (out.destroyed) throw new Error('the CSV download was closed before its end');
      if (!out.write(this.columns.map((c) => c.value(row)))) await drained(out);
    }
  }

  finish(): void {
    this.start().end();
  }

  /** An error after the file began: the connection is cut, so the file is never taken as whole. */
  fail(err: unknown): void {
    this.out?.destroy(err instanceof Error ? err : new Error(String(err)));
  }
}

/** Replies a handler answered with a file itself (the platform then sends no envelope). */
const answered = new WeakSet<FastifyReply>();
export const answeredWithFile = (reply: FastifyReply) => answered.has(reply);

/** A CSV file of rows already in memory (a stored report's table), sent as a whole. */
export function sendCsvFile(reply: FastifyReply, name: string, headers: string[], rows: readonly unknown[][]): FastifyReply {
  answered.add(reply);
  const out = stringify([headers, ...rows], { escape_formulas: true, cast: { boolean: (b) => (b ? 'true' : 'false') } });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(out);
}

/** Resolves when the stream takes more, rejects if it closes first (the client went away). */
async function drained(out: Stringifier): Promise<void> {
  const ac = new AbortController();
  try {
    await Promise.race([
      once(out, 'drain', { signal: ac.signal }),
      once(out, 'close', { signal: ac.signal }).then(() => {
        throw new Error('the CSV download was closed before its end');
      }),
    ]);
  } finally {
    ac.abort();
  }
}
