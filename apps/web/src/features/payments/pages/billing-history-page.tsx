// member/view-payment, Billing History: every payment of the family, newest first.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { serverText } from '../../../components/invoices/server-text';
import { PageHeader } from '../../../components/page-header';
import { PaymentsTable } from '../../../components/payments/payments-table';
import { useAuth } from '../../../lib/auth-context';

export default function BillingHistoryPage() {
  const { t } = useTranslation('payments');
  const { t: ti } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  const membershipId = user?.membership_id;
  const payments = usePagedList(paymentOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.viewPayment')} lead={t('history.lead')} />
      <PaymentsTable
        list={payments}
        error={payments.failed ? serverText(payments.error, ti) : null}
        csvFileName="billing-history.csv"
      />
    </Stack>
  );
}
