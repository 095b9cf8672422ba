// admin/unpaid-invoices: the invoices still owed, 5 per page, oldest due first, with the
// staff's actions (Accept Payment, Edit, Delete).
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { PageHeader } from '../../../components/page-header';

const OLDEST_FIRST = { defaultSort: 'due_date' };

export default function UnpaidInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const invoices = usePagedList(invoiceOperations.listUnpaid, {}, OLDEST_FIRST);
  const { actions, dialog } = useInvoiceStaffActions();
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.unpaidInvoices')} lead={t('unpaid.lead')} />
      <InvoicesTable
        list={invoices}
        error={invoices.failed ? serverText(invoices.error, t) : null}
        showMember
        actions={actions}
        emptyText={t('unpaid.empty')}
        csvFileName="unpaid-invoices.csv"
      />
      {dialog}
    </Stack>
  );
}
