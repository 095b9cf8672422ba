// The open family's invoices: id, description, due date, amount
// and status, green when paid and red otherwise, newest due first, 5 per page; Accept Payment in
// cash for an owed invoice, and for admins Edit and Delete (asked first).
import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { useOperation } from '../../../lib/operations';

const NO_ROWS: Invoice[] = [];

export function MembershipInvoices({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('memberships');
  const { t: ti } = useTranslation('invoices');
  const invoices = useOperation(invoiceOperations.listOfMembership, { params: { id: membershipId } });
  const { actions, dialog } = useInvoiceStaffActions();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-invoices-title">
      <Title order={3} size="h4" id="family-invoices-title" mb="xs">
        {t('invoices.title')}
      </Title>
      <InvoicesTable
        rows={invoices.data ?? NO_ROWS}
        loading={invoices.isLoading}
        error={invoices.isError ? serverText(invoices.error, ti) : null}
        actions={actions}
        compact
        csvFileName={`invoices-${membershipId.slice(0, 6)}.csv`}
      />
      {dialog}
    </Card>
  );
}
