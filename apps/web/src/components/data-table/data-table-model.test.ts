// The DataTable's rules run through TanStack Table as the component runs them: search, sort, paging.
import { describe, expect, it } from 'vitest';
import { constructTable } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import {
  cellMatches,
  cellText,
  compareCells,
  dataTableFeatures,
  pageWindow,
  tableOptionsFor,
  type DataColumn,
} from './data-table-model';

type Invoice = { id: string; member: string; cents: number | null; note: string };
const columns: DataColumn<Invoice>[] = [
  { id: 'member', header: 'Member', value: (r) => r.member },
  {
    id: 'amount',
    header: 'Amount',
    value: (r) => r.cents,
    text: (r) => (r.cents === null ? '' : `$${(r.cents / 100).toFixed(2)}`),
  },
  { id: 'note', header: 'Note', value: (r) => r.note, sortable: false },
  { id: 'action', header: 'Action', cell: () => 'Charge' },
];
const data: Invoice[] = [
  { id: 'a', member: 'ana diaz', cents: 2500, note: 'Invoice 10' },
  { id: 'b', member: 'Ben Ng', cents: null, note: 'Invoice 2' },
  { id: 'c', member: 'Álvaro', cents: 900, note: 'Charge later' },
  { id: 'd', member: 'Cy Park', cents: 12000, note: 'x' },
];

// What useTable adds in the browser; in node the plain store bindings.
const features = { coreReactivityFeature: storeReactivityBindings(), ...dataTableFeatures };

function table(rows = data, sorting: { id: string; desc: boolean }[] = []) {
  return constructTable({
    features,
    ...tableOptionsFor(columns),
    data: rows,
    getRowId: (r: Invoice) => r.id,
    initialState: { sorting, pagination: { pageIndex: 0, pageSize: 5 } },
  });
}
const ids = (t: ReturnType<typeof table>) => t.getPrePaginatedRowModel().rows.map((r) => r.id);

describe('compareCells', () => {
  it('compares numbers as numbers and text ignoring case, accents aside, digits as numbers', () => {
    expect(compareCells(900, 12000)).toBeLessThan(0);
    expect(compareCells('ana', 'Ben')).toBeLessThan(0);
    expect(compareCells('Invoice 2', 'Invoice 10')).toBeLessThan(0);
    expect(compareCells('2030-01-02', '2030-01-10')).toBeLessThan(0);
  });
});

describe('search', () => {
  it('matches the text as shown or the raw value, ignoring case and outer spaces', () => {
    expect(cellMatches(columns[1]!, data[0]!, '$25.00')).toBe(true);
    expect(cellMatches(columns[1]!, data[0]!, '2500')).toBe(true);
    expect(cellMatches(columns[0]!, data[1]!, '  BEN ')).toBe(true);
    expect(cellText(columns[1]!, data[1]!)).toBe('');
  });

  it('keeps the rows any data column matches, never by an actions column', () => {
    const t = table();
    t.setGlobalFilter('invoice');
    expect(ids(t)).toEqual(['a', 'b']);
    t.setGlobalFilter('charge');
    expect(ids(t)).toEqual(['c']);
    t.setGlobalFilter('');
    expect(ids(t)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('sort', () => {
  it('sorts ascending first, flips on the next click, never unsorts, empty cells last', () => {
    const t = table();
    const amount = t.getColumn('amount')!;
    amount.getToggleSortingHandler()!({});
    expect(ids(t)).toEqual(['c', 'a', 'd', 'b']);
    amount.getToggleSortingHandler()!({});
    expect(ids(t)).toEqual(['d', 'a', 'c', 'b']);
    amount.getToggleSortingHandler()!({});
    expect(t.atoms.sorting.get()).toEqual([{ id: 'amount', desc: false }]);
  });

  it('sorts text case-insensitively and only the sortable data columns', () => {
    const t = table(data, [{ id: 'member', desc: false }]);
    expect(ids(t)).toEqual(['c', 'a', 'b', 'd']);
    expect(t.getColumn('note')!.getCanSort()).toBe(false);
    expect(t.getColumn('action')!.getCanSort()).toBe(false);
  });

  it('sorts the search result', () => {
    const t = table(data, [{ id: 'amount', desc: true }]);
    t.setGlobalFilter('a');
    expect(ids(t)).toEqual(['d', 'a', 'c']);
  });
});

describe('pageWindow', () => {
  it('cuts pages of 5 by default with a 1-based from-to', () => {
    expect(pageWindow(12, 0)).toEqual({ pageIndex: 0, pageCount: 3, from: 1, to: 5, total: 12 });
    expect(pageWindow(12, 2)).toEqual({ pageIndex: 2, pageCount: 3, from: 11, to: 12, total: 12 });
    expect(pageWindow(12, 1, 10)).toMatchObject({ pageCount: 2, from: 11, to: 12 });
  });

  it('falls back to the last page when rows went away, and has one empty page for none', () => {
    expect(pageWindow(10, 2)).toMatchObject({ pageIndex: 1, from: 6, to: 10 });
    expect(pageWindow(0, 3)).toEqual({ pageIndex: 0, pageCount: 1, from: 0, to: 0, total: 0 });
  });
});
