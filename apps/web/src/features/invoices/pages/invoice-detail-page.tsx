// /invoices/:invoiceId (a family its own, staff the club's): the invoice with its lines and totals,
// printable, its payments and declined attempts with a receipt for each payment, and the staff's
// actions (Accept Payment, Edit, Void, Delete).
import { Alert, Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { Payment } from '@springboard/contract/payments';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { Loading } from '../../../components/loading';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { DARK_GREEN } from '../../../components/invoices/invoices-table';
import { invoiceLabel } from '../../../components/invoices/invoice-state';
import { useInvoiceStaffActions } from '../../../components/invoices/invoice-staff-actions';
import { serverText } from '../../../components/invoices/server-text';
import { useAuth } from '../../../lib/auth-context';
import { translateKey } from '../../../lib/i18n';
import { useOperation } from '../../../lib/operations';
import { useTenant } from '../../../lib/tenant-context';
import { InvoiceDocument } from '../components/invoice-document';
import css from '../../../components/print-document.module.css';

/** The number kept on one line in a heading (a non-breaking hyphen). */
const unbroken = (label: string) => label.replace('-', '\u2011');

export default function InvoiceDetailPage() {
  const { invoiceId = '' } = useParams();
  const { t } = useTranslation(['invoices', 'areas']);
  const invoice = useOperation(invoiceOperations.get, { params: { id: invoiceId } });
  const membershipId = invoice.data?.membership_id;
  const payments = useOperation(paymentOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  const { isStaff, isAdmin } = useAuth();
  const { actions, dialog } = useInvoiceStaffActions();
  if (invoice.isPending) return <Loading />;
  if (!invoice.data)
    return (
      <>
        <PageHeader title={t('areas:pages.invoiceDetail')} />
        <Alert color="red">{serverText(invoice.error, t)}</Alert>
      </>
    );
  const i = invoice.data;
  const own = (payments.data ?? []).filter((p) => p.invoice_id === i.id);
  return (
    <Stack gap="md">
      <div className={css.noPrint}>
        <PageHeader title={`${t('areas:pages.invoiceDetail')} ${unbroken(invoiceLabel(i))}`} />
        <Group gap="xs">
          <Button variant="default" onClick={() => window.print()}>
            {t('document.print')}
          </Button>
          {isStaff || isAdmin ? actions(i) : null}
        </Group>
      </div>
      <InvoiceDocument invoice={i} heading={t('document.invoice')} />
      <section className={css.noPrint} aria-labelledby="invoice-payments">
        <Title order={2} size="h4" id="invoice-payments" mb="xs">
          {t('document.payments')}
        </Title>
        {own.length === 0 ? (
          <Text c="dimmed">{t('document.noPayments')}</Text>
        ) : (
          <PaymentRows invoiceId={i.id} payments={own} />
        )}
      </section>
      {dialog}
    </Stack>
  );
}

function PaymentRows({ invoiceId, payments }: { invoiceId: string; payments: Payment[] }) {
  const { t, i18n } = useTranslation(['invoices', 'payments']);
  const { club } = useTenant();
  return (
    <Stack gap={0} data-testid="invoice-payments">
      {payments.map((p) => (
        <Group
          key={p.id}
          justify="space-between"
          align="flex-start"
          wrap="nowrap"
          gap="sm"
          py="xs"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {formatDate(p.payment_date, i18n.resolvedLanguage)} · {translateKey(t, `payments:history.method.${p.payment_method}`)}
            </Text>
            {p.failure_reason ? (
              <Text size="sm" c="red.9">
                {p.failure_reason}
              </Text>
            ) : null}
            {p.note ? (
              <Text size="sm" c="dimmed">
                {p.note}
              </Text>
            ) : null}
          </div>
          <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              <Money dollars={p.amount} />
            </Text>
            <Badge variant="outline" color={p.status === 'succeeded' ? DARK_GREEN : 'red.9'} bg="white">
              {translateKey(t, `payments:history.paymentStatus.${p.status}`)}
            </Badge>
            {p.status === 'succeeded' ? (
              <Anchor component={Link} to={paths.invoiceReceipt.href(club, invoiceId, p.id)} size="sm">
                {t('document.receiptLink')}
              </Anchor>
            ) : null}
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
