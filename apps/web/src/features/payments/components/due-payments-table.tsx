// The due-payments list on the shared DataTable, paged by the server: search, sortable columns, 5 per page, a status
// badge and a Charge button per row, the family's e-mail beside its name; on a phone one card per
// payment with the same button.
import { useMemo } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DuePayment } from '@springboard/contract/payments';
import { formatMoney } from '@springboard/contract/money';
import { writeRecordText } from '@springboard/contract/record-texts';
import { formatDate } from '../../../lib/dates';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import type { PagedList } from '../../../components/data-table/use-paged-list';
import { duePaymentColumns, isKnownStatus, statusColor } from '../due-payments-view';

const rowId = (r: DuePayment) => r.id;

type Props = {
  list: PagedList<DuePayment>;
  charging: ReadonlySet<string>;
  onCharge: (row: DuePayment) => void;
};

export function DuePaymentsTable({ list, charging, onCharge }: Props) {
  const { t, i18n } = useTranslation('payments');
  const lang = i18n.resolvedLanguage;

  const { columns, money, status, charge } = useMemo(() => {
    const money = (cents: number) => formatMoney(cents, lang === 'es' ? 'es-US' : 'en-US');
    const statusText = (s: string) => (isKnownStatus(s) ? t(`status.${s}`) : s);
    const status = (s: string) => (
      <Badge color={statusColor(s)} variant="dot">
        {statusText(s)}
      </Badge>
    );
    const charge = (r: DuePayment) => (
      <Button
        size="xs"
        onClick={() => onCharge(r)}
        loading={charging.has(r.id)}
        disabled={charging.has(r.id)}
        aria-label={t('chargeAria', { member: `${r.member_name} (${r.member_email})`, amount: money(r.amount) })}
      >
        {t('charge')}
      </Button>
    );
    const data = duePaymentColumns({
      header: (id) => t(`columns.${id}`),
      status: statusText,
      money,
      date: (d) => formatDate(d, lang),
      description: (r) => writeRecordText(r.description_text, r.description, lang),
    });
    const columns: DataColumn<DuePayment>[] = [
      ...data.map((c) => (c.id === 'status' ? { ...c, cell: (r: DuePayment) => status(r.status) } : c)),
      { id: 'action', header: t('columns.action'), cell: charge },
    ];
    return { columns, money, status, charge };
  }, [t, lang, charging, onCharge]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={list.failed ? t('loadFailed') : null}
      emptyText={t('empty')}
      noMatchText={t('noMatch')}
      searchPlaceholder={t('searchPlaceholder')}
      csvFileName="due-payments.csv"
      renderCard={(r) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{r.member_name}</Text>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {r.member_email}
              </Text>
              <Text size="sm">{writeRecordText(r.description_text, r.description, lang)}</Text>
            </div>
            <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
              {money(r.amount)}
            </Text>
          </Group>
          <Group justify="space-between" mt="xs">
            <Group gap="xs">
              <Text size="sm">
                {t('due')} {formatDate(r.due_date, lang)}
              </Text>
              {status(r.status)}
            </Group>
            {charge(r)}
          </Group>
        </>
      )}
    />
  );
}
