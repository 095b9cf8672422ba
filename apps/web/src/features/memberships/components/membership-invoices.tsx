// The open family's invoices, read-only (paying, editing and deleting are the invoice screens'):
// description, due date, amount and status, newest due first, 5 per page.
import { useMemo } from 'react';
import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { formatMoney, toCents } from '@springboard/contract/money';
import { formatDate } from '../../../components/date-text';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { translateKey } from '../../../lib/i18n';
import { useMembershipInvoices } from '../api/get-membership-invoices';

/** Mantine's green.9 is 4.4:1 on white, under AA for a small badge; this one is 6:1. */
const DARK_GREEN = '#237032';

const rowId = (i: Invoice) => i.id;
const INITIAL_SORT = { id: 'due_date', desc: true };
const NO_ROWS: Invoice[] = [];
/** Paid (or settled through a charge) reads green, anything else red (02 §2 "Invoice views"). */
const isPaid = (i: Invoice) => i.status === 'paid' || i.post_status === 'paid';

export function MembershipInvoices({ membershipId }: { membershipId: string }) {
  const { t, i18n } = useTranslation('memberships');
  const lang = i18n.resolvedLanguage;
  const invoices = useMembershipInvoices(membershipId);

  const { columns, money, status } = useMemo(() => {
    const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
    const statusText = (i: Invoice) => (isPaid(i) ? t('invoices.status.paid') : translateKey(t, `invoices.status.${i.status}`));
    const status = (i: Invoice) => (
      <Badge variant="outline" color={isPaid(i) ? DARK_GREEN : 'red.9'}>
        {statusText(i)}
      </Badge>
    );
    const columns: DataColumn<Invoice>[] = [
      { id: 'description', header: t('invoices.columns.description'), value: (i) => i.description },
      {
        id: 'due_date',
        header: t('invoices.columns.due_date'),
        value: (i) => i.due_date,
        text: (i) => formatDate(i.due_date, lang),
        nowrap: true,
      },
      {
        id: 'amount',
        header: t('invoices.columns.amount'),
        value: (i) => i.amount,
        text: (i) => money(i.amount),
        align: 'end',
        nowrap: true,
      },
      { id: 'status', header: t('invoices.columns.status'), value: statusText, cell: status, nowrap: true },
    ];
    return { columns, money, status };
  }, [t, lang]);

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-invoices-title">
      <Title order={3} size="h4" id="family-invoices-title" mb="xs">
        {t('invoices.title')}
      </Title>
      <DataTable
        rows={invoices.data ?? NO_ROWS}
        columns={columns}
        getRowId={rowId}
        initialSort={INITIAL_SORT}
        loading={invoices.isLoading}
        errorText={invoices.isError ? t('invoices.loadFailed') : null}
        emptyText={t('invoices.empty')}
        searchPlaceholder={t('invoices.searchPlaceholder')}
        csvFileName={`invoices-${membershipId.slice(0, 6)}.csv`}
        renderCard={(i) => (
          <>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={600}>{i.description}</Text>
              <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                {money(i.amount)}
              </Text>
            </Group>
            <Group justify="space-between" mt="xs">
              <Text size="sm">{t('invoices.due', { date: formatDate(i.due_date, lang) })}</Text>
              {status(i)}
            </Group>
          </>
        )}
      />
    </Card>
  );
}
