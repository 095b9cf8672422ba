// /invoices/:invoiceId/receipts/:paymentId: the printable receipt of one payment: the invoice's
// number and lines, the amount paid, how and when, and what is left to pay.
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { Loading } from '../../../components/loading';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { invoiceLabel } from '../../../components/invoices/invoice-state';
import { serverText } from '../../../components/invoices/server-text';
import { translateKey } from '../../../lib/i18n';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';
import { InvoiceDocument } from '../components/invoice-document';
import css from '../../../components/print-document.module.css';

export default function InvoiceReceiptPage() {
  const { invoiceId = '', paymentId = '' } = useParams();
  const { t, i18n } = useTranslation(['invoices', 'areas', 'payments']);
  const { club } = useTenant();
  const invoice = useOperation(invoiceOperations.get, { params: { id: invoiceId } });
  const membershipId = invoice.data?.membership_id;
  const payments = useOperation(paymentOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  if (invoice.isPending || (membershipId && payments.isPending)) return <Loading />;
  const payment = payments.data?.find((p) => p.id === paymentId && p.invoice_id === invoiceId && p.status === 'succeeded');
  if (!invoice.data || !payment)
    return (
      <>
        <PageHeader title={t('areas:pages.invoiceReceipt')} />
        <Alert color="red">{invoice.error ? serverText(invoice.error, t) : t('document.noReceipt')}</Alert>
      </>
    );
  const i = invoice.data;
  const lang = i18n.resolvedLanguage;
  return (
    <Stack gap="md">
      <div className={css.noPrint}>
        <PageHeader title={`${t('areas:pages.invoiceReceipt')} · ${invoiceLabel(i).replace('-', '\u2011')}`} />
        <Group gap="xs">
          <Button variant="default" onClick={() => window.print()}>
            {t('document.print')}
          </Button>
          <Button variant="subtle" component={Link} to={paths.invoiceDetail.href(club, i.id)}>
            {t('document.backToInvoice')}
          </Button>
        </Group>
      </div>
      <InvoiceDocument invoice={i} heading={t('document.receiptFor')}>
        <Paper withBorder p="sm" radius="sm" bg="gray.0">
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            <Fact label={t('document.amountPaid')} value={<Money dollars={payment.amount} />} strong />
            <Fact label={t('document.paidOn')} value={formatDate(payment.payment_date, lang)} />
            <Fact label={t('document.method')} value={translateKey(t, `payments:history.method.${payment.payment_method}`)} />
            <Fact label={t('document.leftToPay')} value={<Money dollars={i.amount_due} />} strong />
          </SimpleGrid>
          {payment.note ? (
            <Text size="sm" mt="xs">
              {payment.note}
            </Text>
          ) : null}
        </Paper>
      </InvoiceDocument>
    </Stack>
  );
}

function Fact({ label, value, strong }: { label: string; value: React.ReactNode; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 400}>{value}</Text>
    </div>
  );
}
