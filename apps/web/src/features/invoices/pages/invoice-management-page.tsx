// admin/invoices, Invoice & Payment Management: 'Show Invoices' lists the pending invoices
// due in the chosen range, 'Show Payments' the succeeded payments made in it; the range is one of
// Today, This Week, This Month and Last 30 Days. Rows are green when paid and red otherwise. The list
// shown is paged by the server; another list or range starts at its first page.
import { useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { formatDate } from '../../../lib/dates';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { PageHeader } from '../../../components/page-header';
import { PaymentsTable } from '../../../components/payments/payments-table';
import { DATE_PRESETS, presetRange, type DatePreset } from '../date-presets';

type Show = 'invoices' | 'payments';

export default function InvoiceManagementPage() {
  const { t, i18n } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const lang = i18n.resolvedLanguage;
  const [show, setShow] = useState<Show>('invoices');
  const [preset, setPreset] = useState<DatePreset>('month');
  const range = useMemo(() => presetRange(preset), [preset]);
  // Only the list shown is read; another range keeps the rows shown until its own arrive.
  const invoices = usePagedList(invoiceOperations.listFiltered, show === 'invoices' ? { query: { status: 'pending', ...range } } : null);
  const payments = usePagedList(paymentOperations.listFiltered, show === 'payments' ? { query: { status: 'succeeded', ...range } } : null);
  const { actions, dialog } = useInvoiceStaffActions();
  const shown = show === 'invoices' ? invoices : payments;

  const toggle = <V extends string>(value: V, current: V, set: (v: V) => void, label: string) => (
    <Button
      key={value}
      variant={value === current ? 'filled' : 'default'}
      aria-pressed={value === current}
      onClick={() => {
        set(value);
        if (value !== current) shown.setPage(1);
      }}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.invoiceManagement')} lead={t('manage.lead')} />
      <Stack gap="xs" component="section" aria-label={t('manage.show')}>
        <Group gap="xs" role="group" aria-label={t('manage.show')}>
          {toggle('invoices', show, setShow, t('manage.showInvoices'))}
          {toggle('payments', show, setShow, t('manage.showPayments'))}
        </Group>
        <Group gap="xs" role="group" aria-label={t('manage.range')}>
          {DATE_PRESETS.map((p) => toggle(p, preset, setPreset, t(`manage.presets.${p}`)))}
        </Group>
        <Text size="sm" c="gray.7" aria-live="polite">
          {show === 'invoices' ? t('manage.invoicesBy') : t('manage.paymentsBy')} ·{' '}
          {t('manage.between', { from: formatDate(range.startDate, lang), to: formatDate(range.endDate, lang) })}
          {shown.loading || shown.failed ? '' : ` · ${t('manage.count', { count: shown.total })}`}
        </Text>
      </Stack>
      {show === 'invoices' ? (
        <InvoicesTable
          list={invoices}
          error={invoices.failed ? serverText(invoices.error, t) : null}
          showMember
          actions={actions}
          emptyText={t('manage.emptyInvoices')}
          csvFileName={`pending-invoices-${range.startDate}-${range.endDate}.csv`}
        />
      ) : (
        <PaymentsTable
          list={payments}
          error={payments.failed ? serverText(payments.error, t) : null}
          showMember
          emptyText={t('manage.emptyPayments')}
          csvFileName={`payments-${range.startDate}-${range.endDate}.csv`}
        />
      )}
      {dialog}
    </Stack>
  );
}
