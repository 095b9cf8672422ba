// Refund (staff with manage_credits): gives back part or all of a payment. The amount starts at what
// is left to refund, the reason is required, and what was refunded before is listed. A card payment
// goes back through the payment provider; cash, check and other are paid out by hand. One key per
// opening of the dialog: a double click or a retry refunds once.
import { useMemo } from 'react';
import { Alert, Button, Group, List, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents, toDollars } from '@springboard/contract/money';
import { creditOperations } from '@springboard/contract/operations/credits';
import type { Payment } from '@springboard/contract/payments';
import { ApiError } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operations';
import { errorMessage, serverMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { translateKey } from '../../lib/i18n';
import { formatDate } from '../../lib/dates';
import { MONEY_READS } from '../invoices/money-reads';

/** What is left to refund of a payment, in dollars. */
export const refundableOf = (p: Pick<Payment, 'amount' | 'refunded'>) => toDollars(toCents(p.amount) - toCents(p.refunded));

/** A payment that can still be refunded: it went through, and not all of it came back yet. */
export const canRefund = (p: Payment) => (p.status === 'succeeded' || p.status === 'refunded') && refundableOf(p) > 0;

export function RefundDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t, i18n } = useTranslation('credits');
  const lang = i18n.resolvedLanguage;
  const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
  const left = refundableOf(payment);
  const key = useMemo(() => crypto.randomUUID(), []);
  const refund = useOperationMutation(creditOperations.refundPayment, { invalidates: [...MONEY_READS, creditOperations] });
  const form = useForm({
    mode: 'controlled',
    initialValues: { amount: left as number | string, reason: '' },
    validate: {
      amount: (v) =>
        typeof v !== 'number' || v <= 0
          ? translateKey(t, 'errors:must_be_positive')
          : v > left
            ? translateKey(t, 'errors:refund_over_refundable', { refundable: money(left) })
            : null,
      reason: (v) => (v.trim() ? null : t('refund.reasonRequired')),
    },
  });
  const amount = typeof form.values.amount === 'number' ? form.values.amount : 0;
  const byCard = payment.payment_method === 'card';
  const submit = form.onSubmit(async (v) => {
    try {
      await refund.mutateAsync({
        params: { id: payment.id },
        body: { amount: Number(v.amount), reason: v.reason.trim(), idempotency_key: key },
      });
      toast('success', t('refund.done', { amount: money(Number(v.amount)) }), { closeLabel: t('refund.cancel') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const d of err.details)
          if (d.field === 'amount' || d.field === 'reason') form.setFieldError(d.field, serverMessage(t, d));
      }
      toast('error', errorMessage(err), { closeLabel: t('refund.cancel'), title: t('refund.failed') });
    }
  });
  const method = translateKey(t, `statement.method.${payment.payment_method}`);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('refund.title', { amount: money(payment.amount) })}
      closeButtonProps={{ 'aria-label': t('refund.cancel') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('refund.paid', { amount: money(payment.amount), method, date: formatDate(payment.payment_date, lang) })}
          </Text>
          {payment.refunds.length > 0 ? (
            <div data-testid="refunded-before">
              <Text size="sm" fw={600}>
                {t('refund.before')}
              </Text>
              <List size="sm">
                {payment.refunds.map((r) => (
                  <List.Item key={r.id}>
                    {t('refund.beforeLine', { date: formatDate(r.created_at, lang), amount: money(r.amount), reason: r.reason })}
                    {r.status !== 'succeeded' ? ` · ${translateKey(t, `refund.status.${r.status}`)}` : ''}
                  </List.Item>
                ))}
              </List>
              <Text size="sm" mt={4}>
                {t('refund.left', { amount: money(left) })}
              </Text>
            </div>
          ) : null}
          {left <= 0 ? (
            <Alert variant="light" color="gray">
              {t('refund.nothingLeft')}
            </Alert>
          ) : (
            <>
              <NumberInput
                {...form.getInputProps('amount')}
                label={t('refund.amount')}
                description={t('refund.amountHint', { amount: money(left) })}
                prefix="$"
                decimalScale={2}
                fixedDecimalScale
                min={0}
                max={left}
                withAsterisk
                data-autofocus
              />
              <Textarea
                {...form.getInputProps('reason')}
                label={t('refund.reason')}
                withAsterisk
                maxLength={500}
                autosize
                minRows={2}
              />
              <Text size="sm" c="dimmed">
                {byCard ? t('refund.byCard') : t('refund.byHand')} {payment.invoice_id ? t('refund.dueAgain') : ''}
              </Text>
            </>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('refund.cancel')}
            </Button>
            {left > 0 ? (
              <Button type="submit" color="red.9" loading={refund.isPending} disabled={amount <= 0}>
                {t('refund.confirm', { amount: money(amount) })}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
