// The staff's row actions on an invoice: Accept Payment for an owed invoice (staff who may view
// invoices, admins) opens a dialog (amount, method, note); admins Edit, Void (with a reason) and
// Delete (only an invoice no money was received for; asks first). A paid invoice says "Already Paid".
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { formatMoney, toCents } from '@springboard/contract/money';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { useCan } from '../can';
import { useAuth } from '../../lib/auth-context';
import { useOperationMutation } from '../../lib/operations';
import { toast } from '../../lib/toast';
import { AcceptPaymentDialog } from './accept-payment-dialog';
import { EditInvoiceDialog } from './edit-invoice-dialog';
import { canPay, hasPayment, invoiceLabel, isPaid, isVoid } from './invoice-state';
import { MONEY_READS } from './money-reads';
import { DARK_GREEN } from './invoices-table';
import { serverText } from './server-text';
import { VoidInvoiceDialog } from './void-invoice-dialog';
import { writeRecordText } from '@springboard/contract/record-texts';

type Open = { kind: 'edit' | 'accept' | 'void'; invoice: Invoice } | null;

export function useInvoiceStaffActions(): { actions: (i: Invoice) => ReactNode; dialog: ReactNode } {
  const { t, i18n } = useTranslation('invoices');
  const { isAdmin } = useAuth();
  const mayAccept = useCan('view_membership_invoices');
  const remove = useOperationMutation(invoiceOperations.remove, { invalidates: MONEY_READS });
  const [open, setOpen] = useState<Open>(null);
  const money = useCallback(
    (dollars: number) => formatMoney(toCents(dollars), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US'),
    [i18n.resolvedLanguage],
  );

  const confirmDelete = useCallback(
    (i: Invoice) =>
      modals.openConfirmModal({
        title: t('delete.title'),
        children: <Text size="sm">{t('delete.text', { description: writeRecordText(i.description_text, i.description, i18n.resolvedLanguage), amount: money(i.amount), id: invoiceLabel(i) })}</Text>,
        labels: { confirm: t('delete.confirm'), cancel: t('delete.cancel') },
        confirmProps: { color: 'red.9' },
        closeButtonProps: { 'aria-label': t('close') },
        onConfirm: () =>
          void remove
            .mutateAsync({ params: { id: i.id } })
            .then(() => toast('success', t('delete.done'), { closeLabel: t('close') }))
            .catch((err: unknown) =>
              toast('error', t('delete.failed', { message: serverText(err, t) }), { closeLabel: t('close') }),
            ),
      }),
    [money, remove, t, i18n.resolvedLanguage],
  );

  const actions = (i: Invoice) => (
    <>
      {mayAccept && canPay(i) ? (
        <Button
          size="xs"
          color={DARK_GREEN}
          onClick={() => setOpen({ kind: 'accept', invoice: i })}
          aria-label={t('accept.aria', { amount: money(i.amount_due), description: writeRecordText(i.description_text, i.description, i18n.resolvedLanguage) })}
        >
          {t('accept.button')}
        </Button>
      ) : isPaid(i) ? (
        <Text span size="sm" fw={600} c={DARK_GREEN} style={{ whiteSpace: 'nowrap' }}>
          {t('alreadyPaid')}
        </Text>
      ) : null}
      {isAdmin && !isVoid(i) ? (
        <>
          <Button
            size="xs"
            variant="default"
            ml="xs"
            onClick={() => setOpen({ kind: 'edit', invoice: i })}
            aria-label={t('edit.aria', { description: writeRecordText(i.description_text, i.description, i18n.resolvedLanguage) })}
          >
            {t('edit.button')}
          </Button>
          <Button
            size="xs"
            variant="default"
            ml="xs"
            onClick={() => setOpen({ kind: 'void', invoice: i })}
            aria-label={t('void.aria', { number: invoiceLabel(i) })}
          >
            {t('void.button')}
          </Button>
          {hasPayment(i) ? null : (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              ml="xs"
              onClick={() => confirmDelete(i)}
              aria-label={t('delete.aria', { description: writeRecordText(i.description_text, i.description, i18n.resolvedLanguage) })}
            >
              {t('delete.button')}
            </Button>
          )}
        </>
      ) : null}
    </>
  );

  const close = () => setOpen(null);
  const dialog =
    open?.kind === 'edit' ? (
      <EditInvoiceDialog key={open.invoice.id} invoice={open.invoice} onClose={close} />
    ) : open?.kind === 'accept' ? (
      <AcceptPaymentDialog key={open.invoice.id} invoice={open.invoice} onClose={close} />
    ) : open?.kind === 'void' ? (
      <VoidInvoiceDialog key={open.invoice.id} invoice={open.invoice} onClose={close} />
    ) : null;
  return { actions, dialog };
}
