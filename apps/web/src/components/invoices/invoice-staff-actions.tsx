// The staff's row actions on an invoice: Accept Payment in cash
// for an owed invoice (staff who may view invoices, admins), Edit and Delete (admins; Delete asks
// first). Accept is one call: its button is disabled while it runs, and a second click cannot send
// a second call. A paid invoice says "Already Paid".
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { formatMoney, toCents } from '@springboard/contract/money';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { useCan } from '../can';
import { useAuth } from '../../lib/auth-context';
import { useOperationMutation } from '../../lib/operations';
import { toast } from '../../lib/toast';
import { EditInvoiceDialog } from './edit-invoice-dialog';
import { canPay, isPaid, shortInvoiceId } from './invoice-state';
import { MONEY_READS } from './money-reads';
import { DARK_GREEN } from './invoices-table';
import { serverText } from './server-text';

export function useInvoiceStaffActions(): { actions: (i: Invoice) => ReactNode; dialog: ReactNode } {
  const { t, i18n } = useTranslation('invoices');
  const { isAdmin } = useAuth();
  const mayAccept = useCan('view_membership_invoices');
  // Refreshed either way: a 409 means someone else was first, and the list should show it paid.
  const accept = useOperationMutation(paymentOperations.record, { invalidates: MONEY_READS });
  const remove = useOperationMutation(invoiceOperations.remove, { invalidates: MONEY_READS });
  const [editing, setEditing] = useState<Invoice | null>(null);
  const inFlight = useRef(new Set<string>());
  const money = useCallback(
    (i: Invoice) => formatMoney(toCents(i.amount), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US'),
    [i18n.resolvedLanguage],
  );

  const acceptCash = useCallback(
    async (i: Invoice) => {
      if (inFlight.current.has(i.id)) return;
      inFlight.current.add(i.id);
      try {
        // One call: the server records the cash payment (its own transaction id, the invoice's
        // amount), marks the invoice paid and adds the paid charge invoice, once.
        await accept.mutateAsync({
          body: { membershipId: i.membership_id, invoiceId: i.id, amount: i.amount, paymentMethod: 'cash' },
        });
        toast('success', t('accept.done'), { closeLabel: t('close') });
      } catch (err) {
        toast('error', t('accept.error', { message: serverText(err, t) }), { closeLabel: t('close'), title: t('accept.failed') });
      } finally {
        inFlight.current.delete(i.id);
      }
    },
    [accept, t],
  );

  const confirmDelete = useCallback(
    (i: Invoice) =>
      modals.openConfirmModal({
        title: t('delete.title'),
        children: (
          <Text size="sm">{t('delete.text', { description: i.description, amount: money(i), id: shortInvoiceId(i.id) })}</Text>
        ),
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
    [money, remove, t],
  );

  const actions = (i: Invoice) => {
    const accepting = accept.isPending && accept.variables?.body.invoiceId === i.id;
    return (
      <>
        {mayAccept && canPay(i) ? (
          <Button
            size="xs"
            color={DARK_GREEN}
            loading={accepting}
            disabled={accepting}
            onClick={() => void acceptCash(i)}
            aria-label={t('accept.aria', { amount: money(i), description: i.description })}
          >
            {t('accept.button')}
          </Button>
        ) : isPaid(i) ? (
          <Text span size="sm" fw={600} c={DARK_GREEN} style={{ whiteSpace: 'nowrap' }}>
            {t('alreadyPaid')}
          </Text>
        ) : null}
        {isAdmin ? (
          <>
            <Button
              size="xs"
              variant="default"
              ml="xs"
              onClick={() => setEditing(i)}
              aria-label={t('edit.aria', { description: i.description })}
            >
              {t('edit.button')}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              ml="xs"
              onClick={() => confirmDelete(i)}
              aria-label={t('delete.aria', { description: i.description })}
            >
              {t('delete.button')}
            </Button>
          </>
        ) : null}
      </>
    );
  };

  const dialog = editing ? <EditInvoiceDialog key={editing.id} invoice={editing} onClose={() => setEditing(null)} /> : null;
  return { actions, dialog };
}
