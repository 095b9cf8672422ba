// A list the server pages, as a DataTable shows it: the page, order and search kept in the address
// (list-address.ts), the page asked for through usePagedOperation, the search sent 300 ms after the
// last key, and the CSV download of every matching row from the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import type { ListSpec } from '@springboard/contract/lists';
import type { Operation } from '@springboard/contract/operation';
import type { CallInput } from '../../lib/api-client';
import { usePagedOperation, useOperationApi, type RowOf } from '../../lib/operations';
import { saveFile } from './csv';
import { DEFAULT_PAGE_SIZE } from './data-table-model';
import { askedSort, shownSort, useListAddress } from './list-address';

export const SEARCH_DELAY_MS = 300;

export type PagedListOptions = {
  /** Names this list's address parameters when the screen has another list (`payments_page`). */
  prefix?: string;
  pageSize?: number;
  /** The order without a sort in the address, when the screen's is not the list's (oldest first). */
  defaultSort?: string;
};

/** Everything a DataTable needs to show one page of a list the server pages. */
export type PagedList<Row> = {
  spec: ListSpec;
  rows: readonly Row[];
  total: number;
  /** From 1, as the server answered it. */
  page: number;
  pageSize: number;
  pageCount: number;
  /** The column the list is sorted by (a declared one) and its direction; null while a search is
   *  shown best match first (no order chosen). */
  sort: { column: string; desc: boolean } | null;
  /** The search box's text (sent to the server once typing pauses). */
  search: string;
  /** The search the rows answer (empty: none). */
  searched: string;
  /** No page yet: the first load. */
  loading: boolean;
  failed: boolean;
  /** Why it failed. */
  error: Error | null;
  /** A page, order or search is on its way; the previous rows are still shown. */
  fetching: boolean;
  setPage: (page: number) => void;
  setSort: (column: string, desc: boolean) => void;
  setSearch: (text: string) => void;
  /** Saves the server's CSV of every row matching the filters, the search and the order (under
   *  `fileName`, else the name the server gives it). */
  download: (fileName?: string) => Promise<void>;
};

type Query = { query?: Record<string, unknown> };

function listOf(op: Operation): ListSpec {
  if (!op.list) throw new Error(`${op.method} ${op.path} declares no list: the server pages nothing`);
  return op.list;
}

export function usePagedList<O extends Operation>(op: O, input: CallInput<O> | null, options: PagedListOptions = {}): PagedList<RowOf<O>> {
  const declared = listOf(op);
  const defaultSort = options.defaultSort ?? declared.defaultSort;
  const spec = useMemo(() => ({ ...declared, defaultSort }), [declared, defaultSort]);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;
  const { address, setPage, setSort, setQ } = useListAddress(spec, options.prefix);
  const goTo = useCallback((page: number) => setPage(page), [setPage]);
  const sortBy = useCallback((column: string, desc: boolean) => setSort(desc ? `-${column}` : column), [setSort]);
  const api = useOperationApi(op);

  // The box shows what is typed; the address (and the request) follow once typing pauses. A change
  // of the address's search from elsewhere (Back, a link) is shown in the box.
  const [search, setSearchText] = useState(address.q);
  const [shownQ, setShownQ] = useState(address.q);
  if (shownQ !== address.q) {
    setShownQ(address.q);
    if (search.trim() !== address.q) setSearchText(address.q);
  }
  const sendSearch = useDebouncedCallback((text: string) => setQ(text), SEARCH_DELAY_MS);
  // A search still waiting when the list goes (another screen opened) is dropped, not written there.
  useEffect(() => () => sendSearch.cancel(), [sendSearch]);
  const setSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      sendSearch(text);
    },
    [sendSearch],
  );

  const sorted = askedSort(address, declared.defaultSort, defaultSort);
  const sort = shownSort(address, spec, sorted);
  const answer = usePagedOperation(op, input, {
    page: address.page,
    page_size: pageSize,
    ...(sorted ? { sort: sorted } : {}),
    ...(address.q ? { q: address.q } : {}),
  });
  const meta = answer.data?.meta;
  const total = meta?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  // A page past the end (rows went away: an invoice charged, a narrower filter) shows the last one.
  const pastEnd = !!answer.data && !answer.isPlaceholderData && address.page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount, true);
  }, [pastEnd, pageCount, setPage]);

  const download = useCallback(async (fileName?: string) => {
    if (input === null) return;
    const asked = input as Query;
    // The filters, order and search of the list on screen; every page.
    const query = { ...asked.query, ...(sorted ? { sort: sorted } : {}), ...(address.q ? { q: address.q } : {}) };
    const file = await (api.download as (op: O, input: CallInput<O>) => ReturnType<typeof api.download>)(op, {
      ...asked,
      query,
    } as CallInput<O>);
    saveFile(fileName ?? file.fileName, file.blob);
  }, [api, op, input, sorted, address.q]);

  return {
    spec,
    rows: answer.data?.rows ?? [],
    total,
    page: meta?.page ?? address.page,
    pageSize,
    pageCount,
    sort,
    search,
    searched: address.q,
    loading: answer.isLoading,
    failed: answer.isError,
    error: answer.error,
    fetching: answer.isFetching,
    setPage: goTo,
    setSort: sortBy,
    setSearch,
    download,
  };
}
