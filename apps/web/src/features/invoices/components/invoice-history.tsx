// Every invoice of the club, with the family's name, green when
// paid and red otherwise, and the staff's actions: Accept Payment, and for admins Edit and Delete.
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';

export function InvoiceHistory() {
  const { t } = useTranslation('invoices');
  const invoices = usePagedList(invoiceOperations.listAll, {});
  const { actions, dialog } = useInvoiceStaffActions();
  return (
    <>
      <InvoicesTable
        list={invoices}
        error={invoices.failed ? serverText(invoices.error, t) : null}
        showMember
        actions={actions}
        csvFileName="invoices.csv"
      />
      {dialog}
    </>
  );
}
