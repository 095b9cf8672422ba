// Lists a screen shows as a table: paged, sorted, searched and downloaded as CSV by the server, one
// shape for all. An operation that lists declares a `ListSpec` (`list` in its declaration) and takes
// `listQuery(spec)` (extended with its own filters) as its query.
//
// Asked with none of `page`, `page_size`, `sort`, `q`, a list answers every row, in its default
// order, as before paging existed. With any of them it answers one page (page 1 and PAGE_SIZE_DEFAULT
// rows unless said) and the envelope carries `meta: { total, page, page_size }` beside `data`.
// `format=csv` (or `Accept: text/csv`) answers every matching row as a CSV file instead.
import { z } from 'zod';
import { say } from './messages.js';

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 25;
export const SEARCH_MAX = 100;

export type ListSpec<S extends string = string> = {
  /** The columns a caller may sort by (`sort=col`, or `sort=-col` for descending). */
  sort: readonly S[];
  /** The order without `sort`: one of `sort`, '-' first for descending. */
  defaultSort: S | `-${S}`;
  /** Whether `q` searches the list. */
  search: boolean;
  /** The CSV file's name, without `.csv`. */
  csv: string;
  /** When the envelope's data is an object, the key of its array of rows (else data is the array). */
  rowsAt?: string;
};

/** Keeps the literal column names (the server's map of sortable columns is typed by them). */
export function defineList<const S extends string>(spec: ListSpec<S>): ListSpec<S> {
  return spec;
}

/** The envelope's `meta` of a paged answer. */
export const pageMeta = z.object({
  /** Rows matching the filters and `q`, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMeta>;

const wholeNumber = (min: number) =>
  z.coerce
    .number({ error: say('must_be_whole') })
    .int(say('must_be_whole'))
    .min(min, say('min_or_more', { min }));

/** The query of a list: page, page_size, sort, q (when it searches) and format. */
export function listQuery<S extends string>(spec: ListSpec<S>) {
  const sortValues = spec.sort.flatMap((s) => [s, `-${s}`]) as [S | `-${S}`, ...(S | `-${S}`)[]];
  const search = spec.search
    ? z.string().trim().max(SEARCH_MAX, say('too_long', { max: SEARCH_MAX })).optional().describe('Keeps the rows that match this text.')
    : z.string().max(0, say('list_not_searched')).optional().describe('Not searched: only empty.');
  return z.object({
    page: wholeNumber(1).optional().describe('The page, from 1.'),
    page_size: wholeNumber(1)
      .optional()
      .describe(`Rows a page (${PAGE_SIZE_DEFAULT} unless said); a value above ${PAGE_SIZE_MAX} is answered with ${PAGE_SIZE_MAX}.`),
    sort: z
      .enum(sortValues, { error: say('one_of', { options: sortValues.join(', ') }) })
      .optional()
      .describe(`A column (descending with '-' before it): ${spec.sort.join(', ')}. Default ${spec.defaultSort}.`),
    q: search,
    format: z
      .enum(['json', 'csv'], { error: say('json_or_csv') })
      .optional()
      .describe('csv: every matching row as a CSV file (as does `Accept: text/csv`).'),
  });
}

/** What a caller sends to list, whatever the list. */
export type ListParams = { page?: number; page_size?: number; sort?: string; q?: string; format?: 'json' | 'csv' };
