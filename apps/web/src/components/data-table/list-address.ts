// A paged list's place in the address: `?page=3&sort=-last_name&q=benn`, so a reload, the Back button
// and a shared link show the same page. A screen with two lists names the second's parameters with
// a prefix (`payments_page`, …). What the address says is checked against the list's declaration: a
// page that is no whole number is page 1, a sort the list does not declare is its default order.
import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../lib/address-params';
import { SEARCH_MAX, type ListSpec } from '@springboard/contract/lists';

/** What the address is checked against: the list's sortable columns and the screen's default order. */
type Shape = Pick<ListSpec, 'sort' | 'defaultSort'>;

export type ListAddress = {
  /** From 1. */
  page: number;
  /** A declared column, '-' first for descending; null: the list's default order. */
  sort: string | null;
  /** The search, trimmed; '' for none. */
  q: string;
};

export const FIRST_PAGE: ListAddress = { page: 1, sort: null, q: '' };

/** The address parameters of a list: `page`, `sort` and `q`, or `<prefix>_page`, … */
export function listParamNames(prefix = '') {
  const name = (p: string) => (prefix ? `${prefix}_${p}` : p);
  return { page: name('page'), sort: name('sort'), q: name('q') };
}

/** What the address asks of the list; anything it cannot mean is left at its default. */
export function readListAddress(params: URLSearchParams, spec: Shape, prefix = ''): ListAddress {
  const names = listParamNames(prefix);
  const rawPage = params.get(names.page) ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const rawSort = params.get(names.sort);
  const sort = rawSort && spec.sort.includes(rawSort.replace(/^-/, '')) ? rawSort : null;
  const q = (params.get(names.q) ?? '').trim().slice(0, SEARCH_MAX);
  return { page, sort: sort === spec.defaultSort ? null : sort, q };
}

/** The address with the list's parameters set to `next` (defaults left out), the others kept. */
export function writeListAddress(params: URLSearchParams, next: ListAddress, spec: Shape, prefix = ''): URLSearchParams {
  const names = listParamNames(prefix);
  const out = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? out.set(name, value) : out.delete(name));
  set(names.page, next.page > 1 ? String(next.page) : null);
  set(names.sort, next.sort && next.sort !== spec.defaultSort ? next.sort : null);
  set(names.q, next.q.trim() || null);
  return out;
}

/** The sort a list is shown in: the address's, else the list's default. */
export function effectiveSort(address: ListAddress, spec: Shape): { column: string; desc: boolean } {
  const sort = address.sort ?? spec.defaultSort;
  return { column: sort.replace(/^-/, ''), desc: sort.startsWith('-') };
}

/** The order to ask the server for: the address's, else the screen's default when it is not the
 *  list's own; undefined lets the server choose (its default order, or with a search the best
 *  matches first). */
export function askedSort(address: ListAddress, listDefault: string, screenDefault: string): string | undefined {
  return address.sort ?? (screenDefault !== listDefault ? screenDefault : undefined);
}

/** The order the rows are shown in, for the column headers: null while a search is shown best match first. */
export function shownSort(
  address: ListAddress,
  spec: Shape,
  asked: string | undefined,
): { column: string; desc: boolean } | null {
  return asked === undefined && address.q ? null : effectiveSort(address, spec);
}

/** The list's address and its changes: a page or an order is a new history entry (Back returns to
 *  it); a search replaces the entry, so typing does not flood the history, and goes back to page 1,
 *  as does a new order. */
export function useListAddress(spec: Shape, prefix = '') {
  const [params, setParams] = useAddressParams();
  const address = useMemo(() => readListAddress(params, spec, prefix), [params, spec, prefix]);
  const change = useCallback(
    (patch: Partial<ListAddress>, replace: boolean) =>
      setParams((now) => writeListAddress(now, { ...readListAddress(now, spec, prefix), ...patch }, spec, prefix), {
        replace,
        preventScrollReset: true,
      }),
    [setParams, spec, prefix],
  );
  const setPage = useCallback((page: number, replace = false) => change({ page }, replace), [change]);
  const setSort = useCallback((sort: string) => change({ sort, page: 1 }, false), [change]);
  const setQ = useCallback((q: string) => change({ q, page: 1 }, true), [change]);
  return { address, setPage, setSort, setQ };
}
