// The open family's invoices: id, description, due date, amount
// and status, green when paid and red otherwise, newest due first, 5 per page; Accept Payment in
// cash for an owed invoice, and for admins Edit and Delete (asked first).
import { Card, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { InvoicesTable } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';

/** Beside the memberships list, whose page stays in the address: its own parameters. */
const PAGING = { prefix: 'invoices' };

export function MembershipInvoices({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('memberships');
  const { t: ti } = useTranslation('invoices');
  const invoices = usePagedList(invoiceOperations.listOfMembership, { params: { id: membershipId } }, PAGING);
  const { actions, dialog } = useInvoiceStaffActions();

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-invoices-title">
      <Title order={3} size="h4" id="family-invoices-title" mb="xs">
        {t('invoices.title')}
      </Title>
      <InvoicesTable
        list={invoices}
        error={invoices.failed ? serverText(invoices.error, ti) : null}
        actions={actions}
        compact
        csvFileName={`invoices-${membershipId.slice(0, 6)}.csv`}
      />
      {dialog}
    </Card>
  );
}
