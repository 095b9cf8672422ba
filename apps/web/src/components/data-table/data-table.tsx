// The one list component: every list of the app uses it. TanStack Table for search, sort and paging,
// Mantine for the looks. A search box and "Download CSV" above; sortable column headers (aria-sort)
// on wide screens and one card per row with a "Sort by" menu below the `sm` breakpoint; 5 rows a
// page by default with "from-to of total" and Prev / "Page N of M" / Next; an
// empty, a no-match and an error text; optionally a row that opens on click.
// The CSV holds the rows as shown: after the search and in the chosen order, every page, the data
// columns only (not an actions column), each cell as its text.
import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch, IconSelector } from '@tabler/icons-react';
import { useTable, type RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { Loading } from '../loading';
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

export type DataTableProps<T extends RowData> = {
  /** Keep `rows`, `columns` and `getRowId` stable between renders (query data, useMemo, module scope). */
  rows: readonly T[];
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  initialSort?: { id: string; desc?: boolean };
  pageSize?: number;
  searchPlaceholder?: string;
  /** Shown when there are no rows at all. */
  emptyText: string;
  /** Shown when the search leaves no rows (a generic sentence by default). */
  noMatchText?: string;
  /** When set, the list could not be loaded: this text (role="alert") instead of the list. */
  errorText?: string | null;
  loading?: boolean;
  /** The name of the downloaded file, e.g. "due-payments.csv". */
  csvFileName: string;
  /** The inside of a row's card on a phone; by default every column as "label: value". */
  renderCard?: (row: T) => ReactNode;
  /** Clicking a row (a table row, or a card on a phone) opens it, e.g. an edit dialog. A mouse
   *  shortcut only: keep a button in the row for keyboards and screen readers. */
  onRowClick?: (row: T) => void;
  /** Tints a row (and its card on a phone): green for 'good' (a paid invoice), red for 'bad'. The
   *  row must say the same in words too (a status cell): colour is never the only sign. */
  rowTone?: (row: T) => 'good' | 'bad' | undefined;
};

const TONES = {
  good: { backgroundColor: 'var(--mantine-color-green-0)', borderLeft: '4px solid var(--mantine-color-green-8)' },
  bad: { backgroundColor: 'var(--mantine-color-red-0)', borderLeft: '4px solid var(--mantine-color-red-8)' },
} as const;

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

function DefaultCard<T extends RowData>({ row, columns }: { row: T; columns: DataColumn<T>[] }) {
  const data = columns.filter(isDataColumn);
  const actions = columns.filter((c) => !isDataColumn(c));
  return (
    <Stack gap={4}>
      {data.map((c) => (
        <Group key={c.id} justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <Text size="sm" c="gray.7">
            {c.header}
          </Text>
          <Text size="sm" ta="right" component="div">
            {c.cell?.(row) ?? cellText(c, row)}
          </Text>
        </Group>
      ))}
      {actions.length > 0 && (
        <Group justify="flex-end" gap="xs" mt="xs">
          {actions.map((c) => (
            <div key={c.id}>{c.cell?.(row)}</div>
          ))}
        </Group>
      )}
    </Stack>
  );
}

export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { rows, columns, getRowId, initialSort, pageSize = DEFAULT_PAGE_SIZE, searchPlaceholder, emptyText, noMatchText } = props;
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

  const query = String(table.state.globalFilter ?? '');
  const shown = table.getPrePaginatedRowModel().rows;
  const page = pageWindow(shown.length, table.state.pagination.pageIndex, pageSize);
  const pageRows = shown.slice(page.from - 1, page.to);
  const sorting = table.state.sorting[0];
  const sortable = columns.filter((c) => isDataColumn(c) && c.sortable !== false);
  const exported = columns.filter(isDataColumn);
  const cellOf = (c: DataColumn<T>, row: T) => c.cell?.(row) ?? cellText(c, row);
  // A click on a control inside the row (an Edit or Delete button, a link) is that control's own.
  const openRow = (e: MouseEvent<HTMLElement>, row: T) => {
    if (e.target instanceof Element && e.target.closest('button, a, input, select, textarea, [role="button"]')) return;
    props.onRowClick?.(row);
  };
  const rowStyle = (row: T) => {
    const tone = props.rowTone?.(row);
    const style = { ...(tone ? TONES[tone] : {}), ...(props.onRowClick ? { cursor: 'pointer' } : {}) };
    return Object.keys(style).length ? style : undefined;
  };

  const download = () =>
    downloadCsv(
      props.csvFileName,
      toCsv(
        exported.map((c) => c.header),
        shown.map((r) => exported.map((c) => cellText(c, r.original))),
      ),
    );

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        <TextInput
          label={t('table.search')}
          placeholder={searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => {
            table.setGlobalFilter(e.currentTarget.value);
            table.setPageIndex(0);
          }}
          maw={420}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={download}
          disabled={shown.length === 0}
        >
          {t('table.download')}
        </Button>
      </Group>
      {shown.length === 0 ? (
        <EmptyState text={rows.length === 0 ? emptyText : (noMatchText ?? t('table.noMatch'))} />
      ) : (
        <>
          <Table visibleFrom="sm" striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => {
                  const column = table.getColumn(c.id);
                  const sorted = column?.getIsSorted() ?? false;
                  const end = c.align === 'end';
                  if (!column?.getCanSort()) {
                    return (
                      <Table.Th key={c.id} ta={end ? 'right' : undefined}>
                        <Text fw={600} fz="sm">
                          {c.header}
                        </Text>
                      </Table.Th>
                    );
                  }
                  return (
                    <Table.Th key={c.id} aria-sort={ariaSort(sorted)} ta={end ? 'right' : undefined}>
                      <UnstyledButton onClick={() => column.toggleSorting(sorted === 'asc')} fw={600} fz="sm">
                        <Group gap={4} wrap="nowrap" justify={end ? 'flex-end' : undefined}>
                          {c.header}
                          {sorted === 'asc' ? (
                            <IconChevronUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconChevronDown size={14} aria-hidden />
                          ) : (
                            <IconSelector size={14} aria-hidden />
                          )}
                        </Group>
                      </UnstyledButton>
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {pageRows.map((r) => (
                <Table.Tr
                  key={r.id}
                  onClick={props.onRowClick ? (e) => openRow(e, r.original) : undefined}
                  style={rowStyle(r.original)}
                  data-tone={props.rowTone?.(r.original)}
                >
                  {columns.map((c) => (
                    <Table.Td
                      key={c.id}
                      ta={c.align === 'end' ? 'right' : undefined}
                      style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {cellOf(c, r.original)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="xs">
            {sortable.length > 0 && (
              <NativeSelect
                label={t('table.sortBy')}
                value={sorting ? `${sorting.id}:${sorting.desc ? 'desc' : 'asc'}` : ''}
                onChange={(e) => {
                  const [id = '', dir] = e.currentTarget.value.split(':');
                  table.setSorting([{ id, desc: dir === 'desc' }]);
                }}
                data={[
                  ...(sorting ? [] : [{ value: '', label: '' }]),
                  ...sortable.flatMap((c) =>
                    (['asc', 'desc'] as const).map((dir) => ({
                      value: `${c.id}:${dir}`,
                      label: `${c.header} (${t(`table.dir.${dir}`)})`,
                    })),
                  ),
                ]}
              />
            )}
            {pageRows.map((r) => (
              <Card
                key={r.id}
                withBorder
                padding="sm"
                radius="md"
                onClick={props.onRowClick ? (e) => openRow(e, r.original) : undefined}
                style={rowStyle(r.original)}
                data-tone={props.rowTone?.(r.original)}
              >
                {props.renderCard ? props.renderCard(r.original) : <DefaultCard row={r.original} columns={columns} />}
              </Card>
            ))}
          </Stack>
          <Group justify="space-between" gap="xs">
            <Text size="sm" c="gray.7">
              {t('table.showing', { from: page.from, to: page.to, total: page.total })}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Button
                variant="default"
                size="xs"
                onClick={() => table.setPageIndex(page.pageIndex - 1)}
                disabled={page.pageIndex === 0}
              >
                {t('table.pager.prev')}
              </Button>
              <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
                {t('table.pager.pageOf', { page: page.pageIndex + 1, count: page.pageCount })}
              </Text>
              <Button
                variant="default"
                size="xs"
                onClick={() => table.setPageIndex(page.pageIndex + 1)}
                disabled={page.pageIndex + 1 >= page.pageCount}
              >
                {t('table.pager.next')}
              </Button>
            </Group>
          </Group>
        </>
      )}
    </Stack>
  );
}
