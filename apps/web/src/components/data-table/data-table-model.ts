// What a DataTable computes, apart from how it looks: the column definition every list writes, the
// TanStack Table features it runs on (search, sort, paging), and the pure rules under them: how two
// cells compare, what a search matches, which page is shown. Tested without a browser.
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type FilterFn,
  type Row,
  type RowData,
  type SortFn,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';

export const DEFAULT_PAGE_SIZE = 5;

/** A value a column sorts by: numbers compare as numbers, everything else as text. */
export type CellValue = string | number | null | undefined;

/** One column of a list. A column with `value` is data: sorted, searched and in the CSV; one without
 *  (an actions column) only renders. */
export type DataColumn<T extends RowData> = {
  id: string;
  /** The header label, already translated. */
  header: string;
  /** The accessor: what sorting compares (an amount in cents, an ISO date). */
  value?: (row: T) => CellValue;
  /** The cell as text, as a reader sees it: what search matches and the CSV holds. Default: the value. */
  text?: (row: T) => string;
  /** What the cell shows. Default: the text. */
  cell?: (row: T) => ReactNode;
  /** Default true for a data column (a list in the browser). */
  sortable?: boolean;
  /** A list the server pages: the column of the list's declaration this one sorts by (`last_name`
   *  for a name shown "first last"); without it the column does not sort. */
  sortKey?: string;
  align?: 'start' | 'end';
  /** Keep the cell on one line (amounts, dates). */
  nowrap?: boolean;
};

/** Search, then sort, then pages; pages are cut by the component (pageWindow), see there. */
export const dataTableFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
});
export type DataTableFeatures = typeof dataTableFeatures;

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Ascending order of two cells (TanStack reverses it for descending): numbers by value, text
 *  case-insensitively with digits as numbers ("Invoice 2" before "Invoice 10"). */
export function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a ?? ''), String(b ?? ''));
}

export const isDataColumn = <T extends RowData>(c: DataColumn<T>): c is DataColumn<T> & { value: (row: T) => CellValue } =>
  !!c.value;

/** The cell as text: the column's own text, else its value. Empty for an actions column. */
export function cellText<T extends RowData>(column: DataColumn<T>, row: T): string {
  if (column.text) return column.text(row);
  const v = column.value?.(row);
  return v === null || v === undefined ? '' : String(v);
}

/** A search matches a cell's text as shown or its raw value ("$41.50", "41.50", "2030-01-03"), ignoring case. */
export function cellMatches<T extends RowData>(column: DataColumn<T>, row: T, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const raw = column.value?.(row);
  return [cellText(column, row), raw === null || raw === undefined ? '' : String(raw)].some((s) => s.toLowerCase().includes(q));
}

/** The TanStack column definitions and search function for a list's columns (memoise on `columns`). */
export function tableOptionsFor<T extends RowData>(columns: DataColumn<T>[]) {
  const byId = new Map(columns.map((c) => [c.id, c]));
  const sortFn: SortFn<DataTableFeatures, T> = (a, b, id) => compareCells(a.getValue<CellValue>(id), b.getValue<CellValue>(id));
  const globalFilterFn: FilterFn<DataTableFeatures, T> = (row: Row<DataTableFeatures, T>, id: string, query: unknown) => {
    const column = byId.get(id);
    return !!column && cellMatches(column, row.original, String(query ?? ''));
  };
  const defs: ColumnDef<DataTableFeatures, T>[] = columns.map((c) =>
    isDataColumn(c)
      ? {
          id: c.id,
          // Empty cells (null or undefined) go last in either direction.
          accessorFn: (row: T) => c.value(row) ?? undefined,
          enableSorting: c.sortable !== false,
          enableGlobalFilter: true,
          sortFn,
          sortUndefined: 'last',
        }
      : { id: c.id, enableSorting: false, enableGlobalFilter: false },
  );
  return {
    columns: defs,
    globalFilterFn,
    getColumnCanGlobalFilter: (column: { id: string }) => !!byId.get(column.id)?.value,
    // A first click sorts ascending, the next flips it; a list is never left unsorted.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
    // Pages are clamped by pageWindow instead: a charge that removes a row keeps the reader on their page.
    autoResetPageIndex: false,
  };
}

export type PageWindow = { pageIndex: number; pageCount: number; from: number; to: number; total: number };

/** The page shown for a wished page index: clamped to the last page when rows went away (after a
 *  charge, a narrower search), with the 1-based "from–to of total" it covers. */
export function pageWindow(total: number, pageIndex: number, pageSize = DEFAULT_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const index = Math.min(Math.max(0, pageIndex), pageCount - 1);
  const start = index * pageSize;
  return { pageIndex: index, pageCount, from: total ? start + 1 : 0, to: Math.min(total, start + pageSize), total };
}

/** Sorting state for a column: `undefined` leaves the rows in the order they came. */
export const initialSorting = (sort?: { id: string; desc?: boolean }): SortingState =>
  sort ? [{ id: sort.id, desc: !!sort.desc }] : [];
