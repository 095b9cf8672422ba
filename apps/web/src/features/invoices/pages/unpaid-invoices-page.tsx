// admin/unpaid-invoices: the invoices still owed, 5 per page, oldest due first, with the
// staff's actions (Accept Payment, Edit, Delete).
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { PageHeader } from '../../../components/page-header';
import { useOperation } from '../../../lib/operations';

const NO_ROWS: Invoice[] = [];
const OLDEST_FIRST = { id: 'due_date' };

export default function UnpaidInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const invoices = useOperation(invoiceOperations.listUnpaid, {});
  const { actions, dialog } = useInvoiceStaffActions();
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.unpaidInvoices')} lead={t('unpaid.lead')} />
      <InvoicesTable
        rows={invoices.data ?? NO_ROWS}
        loading={invoices.isLoading}
        error={invoices.isError ? serverText(invoices.error, t) : null}
        showMember
        actions={actions}
        initialSort={OLDEST_FIRST}
        emptyText={t('unpaid.empty')}
        csvFileName="unpaid-invoices.csv"
      />
      {dialog}
    </Stack>
  );
}
