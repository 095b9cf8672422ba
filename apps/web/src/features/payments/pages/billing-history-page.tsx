// member/view-payment, Billing History: every payment of the family, newest first.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { serverText } from '../../../components/invoices/server-text';
import { PageHeader } from '../../../components/page-header';
import { PaymentsTable } from '../../../components/payments/payments-table';
import { useAuth } from '../../../lib/auth-context';
import { useOperation } from '../../../lib/operations';

export default function BillingHistoryPage() {
  const { t } = useTranslation('payments');
  const { t: ti } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  const membershipId = user?.membership_id;
  const payments = useOperation(paymentOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.viewPayment')} lead={t('history.lead')} />
      <PaymentsTable
        rows={payments.data ?? []}
        loading={payments.isLoading}
        error={payments.isError ? serverText(payments.error, ti) : null}
        csvFileName="billing-history.csv"
      />
    </Stack>
  );
}
