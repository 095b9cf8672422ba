// Pay an invoice: with the family's saved card, one charge-manually call ("Payment done
// successfully"); with no card on file, the info "No card on file. Please enter a payment method."
// and a fresh card confirmed with the club's provider. A declined card leaves the invoice unpaid
// and says why; the buttons are disabled while a payment runs, so one click pays once. With the
// club's card fee, what is due, the fee and the total charged are shown before the family confirms
// (the fee by the contract's cardFeeCents, the function the server charges with).
import { useState } from 'react';
import { Alert, Button, Divider, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconCreditCard, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { cardFeeCents, formatMoney, toCents } from '@springboard/contract/money';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { brandName } from '../../../components/card-entry/card';
import { CardEntryFields, useCardEntry } from '../../../components/card-entry/card-entry';
import { serverText } from '../../../components/invoices/server-text';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { usePayWithNewCard } from '../api/pay-invoice';
import { writeRecordText } from '@springboard/contract/record-texts';

export function PayInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const money = (cents: number) => formatMoney(cents, i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
  const { settings } = useTenant();
  const feePercent = settings?.credit_card_fee ?? 0;
  const dueCents = toCents(invoice.amount_due);
  const feeCents = cardFeeCents(dueCents, Math.round(feePercent * 100));
  // What the card is charged: what is due and the card fee on it.
  const amount = money(dueCents + feeCents);
  const { user } = useAuth();
  // The family's provider customer, for its saved cards (none without one).
  const membership = useOperation(membershipOperations.mine, {}, { enabled: !!user?.membership_id, retry: false });
  const customerId = membership.data?.stripe_customer_id ?? null;
  const cards = useOperation(paymentOperations.savedCards, customerId ? { params: { id: customerId } } : null);
  const card = cards.data?.find((c) => c.is_default) ?? cards.data?.[0];
  // One call; every invoice, payment and balance read refreshes, paid or not.
  const charge = useOperationMutation(paymentOperations.chargeManually, { invalidates: MONEY_READS });
  const payNew = usePayWithNewCard();
  const entry = useCardEntry('payment');
  const [wantsNew, setWantsNew] = useState(false);
  const [serverNoCard, setServerNoCard] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = charge.isPending || payNew.isPending;

  const checking = membership.isLoading || (!!customerId && cards.isLoading);
  const cardsFailed = cards.isError && !serverNoCard;
  const noCard = !checking && !cardsFailed && (!card || serverNoCard);
  const newCard = noCard || wantsNew || cardsFailed;

  const paySaved = async () => {
    if (busy) return;
    setFailure(null);
    try {
      await charge.mutateAsync({ body: { invoiceId: invoice.id } });
      toast('success', t('pay.done'), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'no_card') setServerNoCard(true);
      else setFailure(serverText(err, t));
    }
  };

  const payFresh = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!entry.check()) return;
    try {
      await payNew.mutateAsync({ invoice, confirm: entry.confirm });
      toast('success', t('pay.cardAccepted'), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      setFailure(serverText(err, t));
    }
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('pay.title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm">
        <Text fw={600}>{writeRecordText(invoice.description_text, invoice.description, i18n.resolvedLanguage)}</Text>
        <Paper withBorder radius="sm" p="sm" bg="gray.0" data-testid="pay-summary">
          <Stack gap={4}>
            <Line label={t('pay.due')} value={money(dueCents)} />
            {feeCents > 0 ? (
              <>
                <Line label={t('pay.cardFee', { percent: feePercent })} value={money(feeCents)} />
                <Divider />
                <Line label={t('pay.total')} value={amount} strong />
              </>
            ) : null}
          </Stack>
        </Paper>
        {failure ? (
          <Alert color="red" title={t('pay.failedTitle')} role="alert">
            {failure}
          </Alert>
        ) : null}
        {cardsFailed ? (
          <Alert color="red" role="alert">
            {t('loadError', { message: serverText(cards.error, t) })}
          </Alert>
        ) : null}
        {checking ? (
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm" role="status">
              {t('pay.checkingCard')}
            </Text>
          </Group>
        ) : newCard ? (
          <form onSubmit={(e) => void payFresh(e)} noValidate>
            <Stack gap="sm">
              {noCard ? (
                <Alert color="blue" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
                  {t('pay.noCard')}
                </Alert>
              ) : (
                <Text size="sm">{t('pay.newCardNote')}</Text>
              )}
              <CardEntryFields entry={entry} />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={busy}>
                  {t('pay.cancel')}
                </Button>
                <Button type="submit" loading={payNew.isPending} disabled={busy}>
                  {t('pay.payNew', { amount })}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : card ? (
          <Stack gap="sm">
            <Group gap="xs" wrap="nowrap">
              <IconCreditCard size={20} aria-hidden />
              <Text size="sm">
                {t('pay.savedCard', {
                  brand: brandName(card.brand),
                  last4: card.last4,
                  month: String(card.exp_month).padStart(2, '0'),
                  year: card.exp_year,
                })}
              </Text>
            </Group>
            <Group justify="space-between" gap="sm">
              <Button variant="subtle" onClick={() => setWantsNew(true)} disabled={busy}>
                {t('pay.useNew')}
              </Button>
              <Button onClick={() => void paySaved()} loading={charge.isPending} disabled={busy}>
                {t('pay.withSaved', { amount })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}

function Line({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Group>
  );
}
