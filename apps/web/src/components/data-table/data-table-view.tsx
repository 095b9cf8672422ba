// What every DataTable looks like, whoever pages it (the browser or the server): a search box and
// "Download CSV" above; sortable column headers (aria-sort) on wide screens and one card per row with
// a "Sort by" menu below the `sm` breakpoint; "from-to of total" and Prev / "Page N of M" / Next
// under it; an empty or no-match text instead of rows; optionally a row that opens on click.
import { type MouseEvent, type ReactNode } from 'react';
import { Button, Card, Group, NativeSelect, Stack, Table, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch, IconSelector } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../empty-state';
import { cellText, isDataColumn, type DataColumn, type PageWindow } from './data-table-model';

export type RowLook<T extends RowData> = {
  /** The inside of a row's card on a phone; by default every column as "label: value". */
  renderCard?: (row: T) => ReactNode;
  /** Clicking a row (a table row, or a card on a phone) opens it, e.g. an edit dialog. A mouse
   *  shortcut only: keep a button in the row for keyboards and screen readers. */
  onRowClick?: (row: T) => void;
  /** Tints a row (and its card on a phone): green for 'good' (a paid invoice), red for 'bad'. The
   *  row must say the same in words too (a status cell): colour is never the only sign. */
  rowTone?: (row: T) => 'good' | 'bad' | undefined;
};

export type DataTableViewProps<T extends RowData> = RowLook<T> & {
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  /** The rows of the page shown. */
  rows: readonly T[];
  window: PageWindow;
  onPage: (pageIndex: number) => void;
  /** The column (id) the rows are sorted by. */
  sorting: { id: string; desc: boolean } | undefined;
  /** The columns a reader may sort by. */
  sortable: DataColumn<T>[];
  onSort: (id: string, desc: boolean) => void;
  search: string;
  onSearch: (text: string) => void;
  /** False: the list is not searched (its declaration says so), and no search box is shown. */
  searchable?: boolean;
  searchPlaceholder?: string;
  onDownload: () => void;
  canDownload: boolean;
  /** Said under the buttons when the download failed. */
  downloadError?: string | null;
  /** Instead of rows (there are none, or none match): this text. */
  emptyText: string | null;
  /** A new page is on its way; the rows shown are the previous ones. */
  busy?: boolean;
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

export function DataTableView<T extends RowData>(props: DataTableViewProps<T>) {
  const { columns, rows, window: page, sorting, sortable, getRowId } = props;
  const { t } = useTranslation();
  const sortableIds = new Set(sortable.map((c) => c.id));
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

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="sm">
        {props.searchable === false ? null : (
          <TextInput
            label={t('table.search')}
            placeholder={props.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={props.search}
            onChange={(e) => props.onSearch(e.currentTarget.value)}
            maw={420}
            style={{ flex: 1, minWidth: 200 }}
          />
        )}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={props.onDownload}
          disabled={!props.canDownload}
        >
          {t('table.download')}
        </Button>
      </Group>
      {props.downloadError ? (
        <Text size="sm" c="red.9" role="alert">
          {props.downloadError}
        </Text>
      ) : null}
      {props.emptyText !== null ? (
        <EmptyState text={props.emptyText} />
      ) : (
        <Stack gap="sm" aria-busy={props.busy || undefined} style={props.busy ? { opacity: 0.7 } : undefined}>
          <Table visibleFrom="sm" striped highlightOnHover withTableBorder>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => {
                  const sorted = sorting?.id === c.id ? (sorting.desc ? 'desc' : 'asc') : false;
                  const end = c.align === 'end';
                  if (!sortableIds.has(c.id)) {
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
                      <UnstyledButton onClick={() => props.onSort(c.id, sorted === 'asc')} fw={600} fz="sm">
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
              {rows.map((row) => (
                <Table.Tr
                  key={getRowId(row)}
                  onClick={props.onRowClick ? (e) => openRow(e, row) : undefined}
                  style={rowStyle(row)}
                  data-tone={props.rowTone?.(row)}
                >
                  {columns.map((c) => (
                    <Table.Td
                      key={c.id}
                      ta={c.align === 'end' ? 'right' : undefined}
                      style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                    >
                      {cellOf(c, row)}
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
                  props.onSort(id, dir === 'desc');
                }}
                data={[
                  ...(sorting ? [] : [{ value: '', label: t('table.unsorted') }]),
                  ...sortable.flatMap((c) =>
                    (['asc', 'desc'] as const).map((dir) => ({
                      value: `${c.id}:${dir}`,
                      label: `${c.header} (${t(`table.dir.${dir}`)})`,
                    })),
                  ),
                ]}
              />
            )}
            {rows.map((row) => (
              <Card
                key={getRowId(row)}
                withBorder
                padding="sm"
                radius="md"
                onClick={props.onRowClick ? (e) => openRow(e, row) : undefined}
                style={rowStyle(row)}
                data-tone={props.rowTone?.(row)}
              >
                {props.renderCard ? props.renderCard(row) : <DefaultCard row={row} columns={columns} />}
              </Card>
            ))}
          </Stack>
          <ListPager window={page} onPage={props.onPage} />
        </Stack>
      )}
    </Stack>
  );
}

/** "from–to of total" and Prev / "Page N of M" / Next, under a list's rows. */
export function ListPager({ window: page, onPage }: { window: PageWindow; onPage: (pageIndex: number) => void }) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="gray.7">
        {t('table.showing', { from: page.from, to: page.to, total: page.total })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="xs" onClick={() => onPage(page.pageIndex - 1)} disabled={page.pageIndex === 0}>
          {t('table.pager.prev')}
        </Button>
        <Text size="sm" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('table.pager.pageOf', { page: page.pageIndex + 1, count: page.pageCount })}
        </Text>
        <Button variant="default" size="xs" onClick={() => onPage(page.pageIndex + 1)} disabled={page.pageIndex + 1 >= page.pageCount}>
          {t('table.pager.next')}
        </Button>
      </Group>
    </Group>
  );
}
