// The invoice list every invoice screen shows: its number (INV-000123, a link to the invoice with its
// lines), the family when it lists several, description, due date, amount (with what is left to pay
// when partly paid) and status, green when paid and red otherwise, 5 per page, paged by the server;
// the screen adds its own actions (Pay, Edit, Void, Delete, Accept Payment).
import { useMemo, type ReactNode } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useTenant } from '../../lib/tenant-context';
import type { Invoice } from '@springboard/contract/invoices';
import { formatMoney, toCents } from '@springboard/contract/money';
import { formatDate } from '../../lib/dates';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/data-table-model';
import type { PagedList } from '../data-table/use-paged-list';
import { translateKey } from '../../lib/i18n';
import { displayStatus, invoiceLabel, isPaid, isPartlyPaid } from './invoice-state';
import { writeRecordText } from '@springboard/contract/record-texts';

/** Mantine's green.9 is 4.4:1 on white, under AA for a small badge; this one is 6:1. */
export const DARK_GREEN = '#237032';

const rowId = (i: Invoice) => i.id;
const tone = (i: Invoice): 'good' | 'bad' => (isPaid(i) ? 'good' : 'bad');
const memberName = (i: Invoice) => `${i.membership.first_name} ${i.membership.last_name}`;

type Props = {
  list: PagedList<Invoice>;
  /** The load failed: "Error: {message}" in place of the list. */
  error: string | null;
  /** Lists several families: a Member column. */
  showMember?: boolean;
  /** The cell of an actions column, per invoice (none when absent). */
  actions?: (i: Invoice) => ReactNode;
  actionsHeader?: string;
  /** The downloaded file's name (the server's by default). */
  csvFileName?: string;
  emptyText?: string;
  /** A narrow place (a family's view beside its profile): no id column, the actions under the status. */
  compact?: boolean;
};

export function InvoicesTable({
  list,
  error,
  showMember,
  actions,
  actionsHeader,
  csvFileName,
  emptyText,
  compact,
}: Props) {
  const { t, i18n } = useTranslation('invoices');
  const lang = i18n.resolvedLanguage;
  const { club } = useTenant();

  const { columns, status, numberLink, amountText } = useMemo(() => {
    const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
    const statusText = (i: Invoice) => translateKey(t, `status.${displayStatus(i)}`);
    const status = (i: Invoice) => (
      <Badge variant="outline" color={isPaid(i) ? DARK_GREEN : 'red.9'} bg="white" styles={{ label: { overflow: 'visible' } }}>
        {statusText(i)}
      </Badge>
    );
    const numberLink = (i: Invoice) => (
      <Anchor component={Link} to={paths.invoiceDetail.href(club, i.id)} ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
        {invoiceLabel(i)}
      </Anchor>
    );
    const amountText = (i: Invoice) =>
      isPartlyPaid(i) ? t('amountWithDue', { amount: money(i.amount), due: money(i.amount_due) }) : money(i.amount);
    const statusWithActions = (i: Invoice) => (
      <Stack gap={6} align="flex-start">
        {status(i)}
        {actions?.(i)}
      </Stack>
    );
    const idColumn: DataColumn<Invoice>[] = compact
      ? []
      : [
          {
            id: 'id',
            header: t('columns.id'),
            value: invoiceLabel,
            cell: numberLink,
            nowrap: true,
          },
        ];
    const columns: DataColumn<Invoice>[] = [
      ...idColumn,
      ...(showMember ? [{ id: 'member', sortKey: 'family', header: t('columns.member'), value: memberName } satisfies DataColumn<Invoice>] : []),
      {
        id: 'description',
        sortKey: 'description',
        header: t('columns.description'),
        value: (i) => writeRecordText(i.description_text, i.description, lang),
        text: (i) => (i.athlete_name ? `${writeRecordText(i.description_text, i.description, lang)} (${i.athlete_name})` : writeRecordText(i.description_text, i.description, lang)),
      },
      {
        id: 'due_date',
        sortKey: 'due_date',
        header: t('columns.due_date'),
        value: (i) => i.due_date,
        text: (i) => formatDate(i.due_date, lang),
        nowrap: true,
      },
      {
        id: 'amount',
        sortKey: 'amount',
        header: t('columns.amount'),
        value: (i) => i.amount,
        text: amountText,
        align: 'end',
        nowrap: true,
      },
      { id: 'status', sortKey: 'status', header: t('columns.status'), value: statusText, cell: compact ? statusWithActions : status, nowrap: true },
      ...(actions && !compact
        ? [
            {
              id: 'actions',
              header: actionsHeader ?? t('columns.actions'),
              cell: actions,
              align: 'end',
            } satisfies DataColumn<Invoice>,
          ]
        : []),
    ];
    return { columns, status, numberLink, amountText };
  }, [t, lang, club, showMember, actions, actionsHeader, compact]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={error === null ? null : t('loadError', { message: error })}
      emptyText={emptyText ?? t('empty')}
      searchPlaceholder={showMember ? t('searchWithMember') : t('search')}
      csvFileName={csvFileName}
      rowTone={tone}
      renderCard={(i) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={600}>{writeRecordText(i.description_text, i.description, lang)}</Text>
              {showMember ? <Text size="sm">{memberName(i)}</Text> : null}
              {i.athlete_name ? <Text size="sm">{i.athlete_name}</Text> : null}
            </div>
            <Text fw={600} ta="right">
              {amountText(i)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {t('due', { date: formatDate(i.due_date, lang) })} · {numberLink(i)}
            </Text>
            {status(i)}
          </Group>
          {actions ? (
            <Group justify="flex-end" gap="xs">
              {actions(i)}
            </Group>
          ) : null}
        </Stack>
      )}
    />
  );
}
