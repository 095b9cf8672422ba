// /invoices (any signed-in user): a member sees the family's invoices
// with Pay; staff who may view invoices and admins see the club's invoice history.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { InvoiceHistory } from '../components/invoice-history';
import { MemberInvoicesView } from '../components/member-invoices-view';

export default function InvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const { t: tc } = useTranslation();
  const { user } = useAuth();
  const staffSide = user?.role === 'admin' || user?.role === 'staff';
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.invoices')} lead={staffSide ? t('shared.staffLead') : t('shared.memberLead')} />
      {staffSide ? (
        <Can permission="view_membership_invoices" pending={<Loading h={200} />} fallback={<EmptyState text={tc('noAccess')} />}>
          <InvoiceHistory />
        </Can>
      ) : (
        <MemberInvoicesView />
      )}
    </Stack>
  );
}
