// One list of the Reconciliation screen: charges not recorded, refunds not recorded, or records
// without a match, as a table (cards on a phone) with "Record it" where it can be recorded.
import { useMemo } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import type { ReconciliationItem } from '@springboard/contract/operations/reconciliation';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { Money } from '../../../components/money';
import { formatDateTime, invoiceLabel } from '../reconciliation-text';

export type FindingsGroup = 'charges' | 'refunds' | 'mismatches';

type Props = {
  group: FindingsGroup;
  items: readonly ReconciliationItem[];
  recording: string | null;
  onRecord: (item: ReconciliationItem) => void;
};

export function FindingsTable({ group, items, recording, onRecord }: Props) {
  const { t, i18n } = useTranslation('reconciliation');
  const lang = i18n.resolvedLanguage ?? 'en';
  const headingId = `reconciliation-${group}`;

  const columns = useMemo<DataColumn<ReconciliationItem>[]>(() => {
    const money = (dollars: number | null) => (dollars === null ? t('nothing') : <Money dollars={dollars} />);
    const family = (r: ReconciliationItem) => r.family ?? t('unknownFamily');
    const date: DataColumn<ReconciliationItem> = {
      id: 'date',
      header: t('columns.date'),
      value: (r) => r.occurred_at,
      text: (r) => formatDateTime(r.occurred_at, lang),
      nowrap: true,
    };
    const who: DataColumn<ReconciliationItem> = { id: 'family', header: t('columns.family'), value: family };
    const reference: DataColumn<ReconciliationItem> = {
      id: 'reference',
      header: t('columns.reference'),
      value: (r) => r.provider_refund_id ?? r.intent_id,
      cell: (r) => (
        <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {r.provider_refund_id ?? r.intent_id}
        </Text>
      ),
    };
    const record: DataColumn<ReconciliationItem> = {
      id: 'action',
      header: t('columns.action'),
      cell: (r) =>
        r.recordable ? (
          <Button
            size="xs"
            loading={recording === r.id}
            disabled={recording !== null && recording !== r.id}
            onClick={() => onRecord(r)}
            aria-label={t('recordItFor', {
              amount: formatMoney(toCents(r.provider_amount ?? 0), lang === 'es' ? 'es-US' : 'en-US'),
              family: family(r),
            })}
          >
            {t('recordIt')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {group === 'charges' ? t('noFamily') : t('paymentFirst')}
          </Text>
        ),
    };
    if (group === 'mismatches')
      return [
        date,
        who,
        { id: 'problem', header: t('columns.problem'), value: (r) => t(`kinds.${r.kind as 'payment_not_at_provider'}`) },
        {
          id: 'atProvider',
          header: t('columns.atProvider'),
          value: (r) => r.provider_amount ?? -1,
          cell: (r) => money(r.provider_amount),
          align: 'end',
          nowrap: true,
        },
        {
          id: 'recorded',
          header: t('columns.recorded'),
          value: (r) => r.recorded_amount ?? -1,
          cell: (r) => money(r.recorded_amount),
          align: 'end',
          nowrap: true,
        },
        reference,
      ];
    const amount: DataColumn<ReconciliationItem> = {
      id: 'amount',
      header: t('columns.amount'),
      value: (r) => r.provider_amount ?? 0,
      cell: (r) => money(r.provider_amount),
      align: 'end',
      nowrap: true,
    };
    const invoice: DataColumn<ReconciliationItem> = {
      id: 'invoice',
      header: t('columns.invoice'),
      value: (r) => invoiceLabel(r.invoice_number) ?? t('familyAccount'),
      nowrap: true,
    };
    return group === 'charges' ? [date, who, invoice, amount, reference, record] : [date, who, amount, reference, record];
  }, [group, lang, onRecord, recording, t]);

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-findings={group}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t(`${group}.title`)} ({items.length})
        </Title>
        <Text size="sm" c="dimmed">
          {t(`${group}.lead`)}
        </Text>
        {items.length === 0 ? (
          <Text size="sm">{t('none')}</Text>
        ) : (
          <DataTable
            rows={items}
            columns={columns}
            getRowId={(r) => r.id}
            initialSort={{ id: 'date', desc: true }}
            emptyText={t('none')}
          />
        )}
      </Stack>
    </Card>
  );
}
