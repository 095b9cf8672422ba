// /club/<slug>/due-payments (staff with view_membership_invoices, and admins), inside their area's
// layout (config/screens.ts): what members owe now, and a Charge button that takes one invoice from
// the member's saved card after a confirmation.
import { useState } from 'react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { DuePayment } from '@springboard/contract/payments';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { formatMoney } from '@springboard/contract/money';
import { errorMessage } from '../../../lib/server-messages';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { useOperationMutation } from '../../../lib/operations';
import { DuePaymentsTable } from '../components/due-payments-table';

export default function DuePaymentsPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: ta } = useTranslation('areas');
  const due = usePagedList(paymentOperations.duePayments, {});
  // The server makes the charge idempotent; the list is refetched either way, so a row paid
  // meanwhile (or by a second click elsewhere) disappears.
  const { mutateAsync: charge } = useOperationMutation(paymentOperations.chargeForMember, { invalidates: [paymentOperations] });
  const [charging, setCharging] = useState<Set<string>>(() => new Set());

  const setBusy = (id: string, busy: boolean) =>
    setCharging((prev) => {
      const next = new Set(prev);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (row: DuePayment) => {
    setBusy(row.id, true);
    try {
      await charge({ body: { invoiceId: row.id } });
      toast('success', t('charged', { member: row.member_name }), { closeLabel: t('close') });
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('chargeFailedTitle') });
    } finally {
      setBusy(row.id, false);
    }
  };

  const confirmCharge = (row: DuePayment) => {
    if (charging.has(row.id)) return;
    const amount = formatMoney(row.amount, i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
    modals.openConfirmModal({
      title: t('confirmTitle'),
      children: <Text size="sm">{t('confirmText', { member: row.member_name, amount, description: row.description })}</Text>,
      labels: { confirm: t('confirmCharge', { amount }), cancel: t('cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () => void run(row),
    });
  };

  return (
    <>
      <PageHeader title={ta('pages.duePayments')} lead={t('lead')} />
      <DuePaymentsTable list={due} charging={charging} onCharge={confirmCharge} />
    </>
  );
}
