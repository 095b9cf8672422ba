// The payments list of Billing History and of Invoice & Payment Management: date, the family when
// it lists several, amount, method (card, cash, check, other) with staff's note, status (a declined
// card attempt with its reason) and the invoice it paid (its number, a link to the invoice) with the
// payment's receipt; green when it succeeded and red otherwise, 5 per page, paged by the server. What
// was refunded of a payment shows under its status; staff holding manage_credits get Refund.
import { useMemo, useState } from 'react';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invoiceNumberLabel } from '@springboard/contract/invoice-lines';
import { paths } from '../../config/paths';
import { useTenant } from '../../lib/tenant-context';
import { formatMoney, toCents } from '@springboard/contract/money';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type Payment } from '@springboard/contract/payments';
import { formatDate } from '../../lib/dates';
import { DataTable } from '../data-table/data-table';
import type { DataColumn } from '../data-table/data-table-model';
import type { PagedList } from '../data-table/use-paged-list';
import { DARK_GREEN } from '../invoices/invoices-table';
import { translateKey } from '../../lib/i18n';
import { useCan } from '../can';
import { canRefund, RefundDialog } from './refund-dialog';

type Row = Payment & { membership?: { first_name: string; last_name: string } };

const METHODS: readonly string[] = PAYMENT_METHODS;
const STATUSES: readonly string[] = PAYMENT_STATUSES;
const rowId = (p: Row) => p.id;
const succeeded = (p: Row) => p.status === 'succeeded' || (p.status === 'refunded' && p.refunds.length > 0);
const tone = (p: Row): 'good' | 'bad' => (succeeded(p) ? 'good' : 'bad');
const memberName = (p: Row) => (p.membership ? `${p.membership.first_name} ${p.membership.last_name}` : '');
const numberOf = (p: Row) => (p.invoice_number === null ? '' : invoiceNumberLabel(p.invoice_number));

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
  const { t: tc } = useTranslation('credits');
  const lang = i18n.resolvedLanguage;
  const { club } = useTenant();
  const mayRefund = useCan('manage_credits');
  const [refunding, setRefunding] = useState<Row | null>(null);

  const { columns, money, status, method, invoiceCell, details, refunded, refundButton } = useMemo(() => {
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
    // Why a card attempt failed, or staff's note on a payment taken by hand; what was refunded of it.
    const refunded = (p: Row) =>
      p.refunded > 0 ? (
        <Text size="xs" c="red.9" data-testid="payment-refunded">
          {tc('refund.refundedTag', { amount: money(p.refunded) })}
        </Text>
      ) : null;
    const refundButton = (p: Row) =>
      mayRefund && canRefund(p) ? (
        <Button size="compact-sm" variant="default" onClick={() => setRefunding(p)}>
          {tc('refund.action')}
        </Button>
      ) : null;
    const details = (p: Row) =>
      p.failure_reason ? (
        <Text size="xs" c="red.9">
          {t('history.reason', { reason: p.failure_reason })}
        </Text>
      ) : p.note ? (
        <Text size="xs" c="dimmed">
          {p.note}
        </Text>
      ) : null;
    const invoiceCell = (p: Row) =>
      p.invoice_id && p.invoice_number !== null ? (
        <Group gap="xs" wrap="nowrap">
          <Anchor component={Link} to={paths.invoiceDetail.href(club, p.invoice_id)} ff="monospace" size="sm">
            {numberOf(p)}
          </Anchor>
          {p.status === 'succeeded' ? (
            <Anchor component={Link} to={paths.invoiceReceipt.href(club, p.invoice_id, p.id)} size="sm">
              {t('history.receipt')}
            </Anchor>
          ) : null}
        </Group>
      ) : (
        t('history.noInvoice')
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
      ...(showMember
        ? [{ id: 'member', sortKey: 'family', header: t('history.columns.member'), value: memberName } satisfies DataColumn<Row>]
        : []),
      {
        id: 'amount',
        sortKey: 'amount',
        header: t('history.columns.amount'),
        value: (p) => p.amount,
        text: (p) => money(p.amount),
        align: 'end',
        nowrap: true,
      },
      {
        id: 'method',
        sortKey: 'payment_method',
        header: t('history.columns.method'),
        value: method,
        cell: (p) => (
          <>
            <Text size="sm">{method(p)}</Text>
            {details(p)}
          </>
        ),
      },
      {
        id: 'status',
        sortKey: 'status',
        header: t('history.columns.status'),
        value: statusText,
        cell: (p) => (
          <Stack gap={2} align="flex-start">
            {status(p)}
            {refunded(p)}
            {refundButton(p)}
          </Stack>
        ),
        nowrap: true,
      },
      {
        id: 'invoice',
        header: t('history.columns.invoice'),
        value: (p) => numberOf(p) || t('history.noInvoice'),
        cell: invoiceCell,
        nowrap: true,
      },
    ];
    return { columns, money, status, method, invoiceCell, details, refunded, refundButton };
  }, [t, tc, lang, club, showMember, mayRefund]);

  return (
    <>
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
              </Text>
              {status(p)}
            </Group>
            {details(p)}
            {refunded(p)}
            {p.invoice_id ? invoiceCell(p) : null}
            {refundButton(p)}
          </Stack>
        )}
      />
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </>
  );
}
