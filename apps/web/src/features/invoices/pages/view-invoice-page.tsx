// admin/view-invoice and staff/view-invoice (view_membership_invoices): the invoice history.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { InvoiceHistory } from '../components/invoice-history';

export default function ViewInvoicePage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.viewInvoice')} lead={t('history.lead')} />
      <InvoiceHistory />
    </Stack>
  );
}
