// Every invoice of the club, with the family's name, green when
// paid and red otherwise, and the staff's actions: Accept Payment, and for admins Edit and Delete.
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { useOperation } from '../../../lib/operations';

const NO_ROWS: Invoice[] = [];

export function InvoiceHistory() {
  const { t } = useTranslation('invoices');
  const invoices = useOperation(invoiceOperations.listAll, {});
  const { actions, dialog } = useInvoiceStaffActions();
  return (
    <>
      <InvoicesTable
        rows={invoices.data ?? NO_ROWS}
        loading={invoices.isLoading}
        error={invoices.isError ? serverText(invoices.error, t) : null}
        showMember
        actions={actions}
        csvFileName="invoices.csv"
      />
      {dialog}
    </>
  );
}
