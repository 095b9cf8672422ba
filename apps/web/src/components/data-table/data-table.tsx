// The one list component: every list of the app uses it, in one of two ways.
// - `paged` (usePagedList): a list the server pages. Each page, order and search is asked of the
//   server (the search once typing pauses), the page, order and search are kept in the address, the
//   total is the server's, and "Download CSV" saves the server's file of every matching row. A
//   column sorts when it names the server's column (`sortKey`).
// - `rows`: a short list already in the browser (a report's table, a billing preview). TanStack
//   Table searches, sorts and pages it here, and the CSV holds the rows as shown: after the search,
//   in the chosen order, every page, the data columns only, each cell as its text.
// 5 rows a page unless the screen says otherwise; the looks are data-table-view.tsx.
import { useMemo, useState } from 'react';
import { useTable, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Loading } from '../loading';
import { errorText } from '../../lib/server-messages';
import { downloadCsv, toCsv } from './csv';
import {
  cellText,
  dataTableFeatures,
  DEFAULT_PAGE_SIZE,
  initialSorting,
  isDataColumn,
  pageWindow,
  tableOptionsFor,
  type DataColumn,
} from './data-table-model';
import { DataTableView, type RowLook } from './data-table-view';
import type { PagedList } from './use-paged-list';

type Common<T extends RowData> = RowLook<T> & {
  /** Keep `columns` and `getRowId` stable between renders (useMemo, module scope). */
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  searchPlaceholder?: string;
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Shown when the search leaves no rows (a generic sentence by default). */
  noMatchText?: string;
  /** When set, the list could not be loaded: this text (role="alert") instead of the list. */
  errorText?: string | null;
  /** The name of the downloaded file, e.g. "due-payments.csv" (a paged list: the server's by default). */
  csvFileName?: string;
};

export type LocalTableProps<T extends RowData> = Common<T> & {
  /** Keep `rows` stable between renders (query data, useMemo). */
  rows: readonly T[];
  initialSort?: { id: string; desc?: boolean };
  pageSize?: number;
  loading?: boolean;
  paged?: undefined;
};

export type PagedTableProps<T extends RowData> = Common<T> & { paged: PagedList<T> };

export type DataTableProps<T extends RowData> = LocalTableProps<T> | PagedTableProps<T>;

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  return props.paged ? <PagedTable {...props} /> : <LocalTable {...props} />;
}

function PagedTable<T extends RowData>(props: PagedTableProps<T>) {
  const { paged: list, columns, csvFileName } = props;
  const { t } = useTranslation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const sortable = useMemo(
    () => columns.filter((c) => isDataColumn(c) && c.sortKey !== undefined && list.spec.sort.includes(c.sortKey)),
    [columns, list.spec],
  );
  if (list.loading) return <Loading h={200} />;
  if (props.errorText) return <EmptyState tone="error" text={props.errorText} />;

  const sortedBy = list.sort ? sortable.find((c) => c.sortKey === list.sort?.column) : undefined;
  const pages = pageWindow(list.total, list.page - 1, list.pageSize);
  const download = () => {
    setDownloadError(null);
    list.download(csvFileName).catch((err: unknown) => setDownloadError(t('table.downloadFailed', { message: errorText(err, t) })));
  };
  return (
    <DataTableView
      {...props}
      rows={list.rows}
      window={pages}
      onPage={(index) => list.setPage(index + 1)}
      sorting={sortedBy && list.sort ? { id: sortedBy.id, desc: list.sort.desc } : undefined}
      sortable={sortable}
      onSort={(id, desc) => {
        const key = columns.find((c) => c.id === id)?.sortKey;
        if (key) list.setSort(key, desc);
      }}
      search={list.search}
      onSearch={list.setSearch}
      searchable={list.spec.search}
      onDownload={download}
      canDownload={list.total > 0}
      downloadError={downloadError}
      emptyText={list.total > 0 ? null : list.searched ? (props.noMatchText ?? t('table.noMatch')) : props.emptyText}
      busy={list.fetching}
    />
  );
}

function LocalTable<T extends RowData>(props: LocalTableProps<T>) {
  const { rows, columns, getRowId, initialSort, pageSize = DEFAULT_PAGE_SIZE } = props;
  const { t } = useTranslation();
  const options = useMemo(() => tableOptionsFor(columns), [columns]);
  const table = useTable({
    features: dataTableFeatures,
    ...options,
    data: rows,
    getRowId,
    initialState: { sorting: initialSorting(initialSort), pagination: { pageIndex: 0, pageSize } },
  });

  if (props.loading) return <Loading h={200} />;
  if (props.errorText) return <EmptyState tone="error" text={props.errorText} />;

  const shown = table.getPrePaginatedRowModel().rows;
  const pages = pageWindow(shown.length, table.state.pagination.pageIndex, pageSize);
  const exported = columns.filter(isDataColumn);
  const sorting = table.state.sorting[0];
  const download = () =>
    downloadCsv(
      props.csvFileName ?? 'list.csv',
      toCsv(
        exported.map((c) => c.header),
        shown.map((r) => exported.map((c) => cellText(c, r.original))),
      ),
    );

  return (
    <DataTableView
      {...props}
      rows={shown.slice(pages.from - 1, pages.to).map((r) => r.original)}
      window={pages}
      onPage={(index) => table.setPageIndex(index)}
      sorting={sorting ? { id: sorting.id, desc: sorting.desc } : undefined}
      sortable={columns.filter((c) => isDataColumn(c) && c.sortable !== false)}
      onSort={(id, desc) => table.setSorting([{ id, desc }])}
      search={String(table.state.globalFilter ?? '')}
      onSearch={(text) => {
        table.setGlobalFilter(text);
        table.setPageIndex(0);
      }}
      onDownload={download}
      canDownload={shown.length > 0}
      emptyText={shown.length > 0 ? null : rows.length === 0 ? props.emptyText : (props.noMatchText ?? t('table.noMatch'))}
    />
  );
}
