// The payments list of Billing History and of Invoice & Payment Management: date, the family when
// it lists several, amount, method (card or cash), status and the invoice it paid; green when it
// succeeded and red otherwise, 5 per page, paged by the server.
import { useMemo } from 'react';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type Payment } from '@springboard/contract/payments';
import { formatDate } from '../date-text';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/data-table-model';
import type { PagedList } from '../data-table/use-paged-list';
import { DARK_GREEN } from '../invoices/invoices-table';
import { translateKey } from '../../lib/i18n';

type Row = Payment & { membership?: { first_name: string; last_name: string } };

const METHODS: readonly string[] = PAYMENT_METHODS;
const STATUSES: readonly string[] = PAYMENT_STATUSES;
const rowId = (p: Row) => p.id;
const succeeded = (p: Row) => p.status === 'succeeded';
const tone = (p: Row): 'good' | 'bad' => (succeeded(p) ? 'good' : 'bad');
const memberName = (p: Row) => (p.membership ? `${p.membership.first_name} ${p.membership.last_name}` : '');
const shortId = (id: string | null) => (id ? id.slice(0, 8) : '');

type Props = {
  list: PagedList<Row>;
  /** The load failed: "Error: {message}" in place of the list. */
  error: string | null;
  showMember?: boolean;
  emptyText?: string;
  /** The downloaded file's name (the server's by default). */
  csvFileName?: string;
};

export function PaymentsTable({ list, error, showMember, emptyText, csvFileName }: Props) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.resolvedLanguage;

  const { columns, money, status, method } = useMemo(() => {
    const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
    // A value this screen does not know (a newer server's) shows as the server wrote it.
    const method = (p: Row) =>
      METHODS.includes(p.payment_method) ? translateKey(t, `history.method.${p.payment_method}`) : p.payment_method;
    const statusText = (p: Row) =>
      STATUSES.includes(p.status) ? translateKey(t, `history.paymentStatus.${p.status}`) : p.status;
    const status = (p: Row) => (
      <Badge variant="outline" color={succeeded(p) ? DARK_GREEN : 'red.9'} bg="white" styles={{ label: { overflow: 'visible' } }}>
        {statusText(p)}
      </Badge>
    );
    const columns: DataColumn<Row>[] = [
      {
        id: 'date',
        sortKey: 'payment_date',
        header: t('history.columns.date'),
        value: (p) => p.payment_date,
        text: (p) => formatDate(p.payment_date, lang),
        nowrap: true,
      },
      ...(showMember ? [{ id: 'member', sortKey: 'family', header: t('history.columns.member'), value: memberName } satisfies DataColumn<Row>] : []),
      {
        id: 'amount',
        sortKey: 'amount',
        header: t('history.columns.amount'),
        value: (p) => p.amount,
        text: (p) => money(p.amount),
        align: 'end',
        nowrap: true,
      },
      { id: 'method', sortKey: 'payment_method', header: t('history.columns.method'), value: method },
      { id: 'status', sortKey: 'status', header: t('history.columns.status'), value: statusText, cell: status, nowrap: true },
      {
        id: 'invoice',
        header: t('history.columns.invoice'),
        value: (p) => shortId(p.invoice_id) || t('history.noInvoice'),
        cell: (p) =>
          p.invoice_id ? (
            <Text span ff="monospace" size="sm">
              {shortId(p.invoice_id)}
            </Text>
          ) : (
            t('history.noInvoice')
          ),
      },
    ];
    return { columns, money, status, method };
  }, [t, lang, showMember]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={error === null ? null : t('history.loadError', { message: error })}
      emptyText={emptyText ?? t('history.empty')}
      searchPlaceholder={t('history.search')}
      csvFileName={csvFileName}
      rowTone={tone}
      renderCard={(p) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{showMember ? memberName(p) : formatDate(p.payment_date, lang)}</Text>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(p.amount)}
            </Text>
          </Group>
          <Group justify="space-between" gap="xs">
            <Text size="sm">
              {showMember ? `${formatDate(p.payment_date, lang)} · ` : ''}
              {method(p)}
              {p.invoice_id ? ` · ${shortId(p.invoice_id)}` : ''}
            </Text>
            {status(p)}
          </Group>
        </Stack>
      )}
    />
  );
}
