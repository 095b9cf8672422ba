// member/view-invoice: the family's invoices with Pay and Already Paid, and its balance.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { MemberInvoicesView } from '../components/member-invoices-view';

export default function MemberInvoicesPage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.memberInvoices')} lead={t('member.lead')} />
      <MemberInvoicesView />
    </Stack>
  );
}
