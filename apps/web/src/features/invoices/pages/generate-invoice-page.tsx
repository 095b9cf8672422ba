// admin/generate-invoice and staff/generate-invoice (generate_invoice_page).
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { GenerateInvoiceForm } from '../components/generate-invoice-form';

export default function GenerateInvoicePage() {
  const { t } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.generateInvoice')} lead={t('generate.lead')} />
      <GenerateInvoiceForm />
    </Stack>
  );
}
