// Accept Payment (staff who may view invoices, admins): the amount taken (the amount due unless
// staff change it; never more), how (cash, check, other) and a note, then Confirm. A partial
// payment leaves the rest due. The Confirm button is disabled while the call runs, so one click is
// one payment.
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { OFFLINE_PAYMENT_METHODS } from '@springboard/contract/payments';
import { formatMoney, toCents } from '@springboard/contract/money';
import { ApiError } from '../../lib/api-client';
import { translateKey } from '../../lib/i18n';
import { useOperationMutation } from '../../lib/operations';
import { serverMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { DollarInput } from '../form-inputs';
import { invoiceLabel } from './invoice-state';
import { MONEY_READS } from './money-reads';
import { serverText } from './server-text';
import { writeRecordText } from '@springboard/contract/record-texts';

type Method = (typeof OFFLINE_PAYMENT_METHODS)[number];
type Values = { amount: number | string; method: Method; note: string };

export function AcceptPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const money = (dollars: number) => formatMoney(toCents(dollars), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
  // Refreshed either way: a 409 means someone else was first, and the list should show it paid.
  const accept = useOperationMutation(paymentOperations.record, { invalidates: MONEY_READS });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { amount: invoice.amount_due, method: 'cash', note: '' },
    validate: {
      amount: (v) => {
        const n = Number(v);
        if (v === '' || Number.isNaN(n)) return t('acceptDialog.amountRequired');
        if (toCents(n) <= 0) return t('acceptDialog.amountPositive');
        if (toCents(n) > toCents(invoice.amount_due)) return t('acceptDialog.amountOverDue', { due: money(invoice.amount_due) });
        return null;
      },
    },
  });

  const submit = form.onSubmit(async (v) => {
    if (accept.isPending) return;
    try {
      await accept.mutateAsync({
        body: {
          membershipId: invoice.membership_id,
          invoiceId: invoice.id,
          amount: Number(v.amount),
          paymentMethod: v.method,
          note: v.note.trim() || null,
        },
      });
      // Cash keeps the club's familiar words; a check or another way says what was recorded.
      const done = v.method === 'cash' ? t('accept.done') : t('acceptDialog.done', { amount: money(Number(v.amount)) });
      toast('success', done, { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const amount = err.details.find((d) => d.field === 'amount');
        if (amount) form.setFieldError('amount', serverMessage(t, amount));
      }
      toast('error', t('accept.error', { message: serverText(err, t) }), { closeLabel: t('close'), title: t('accept.failed') });
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('acceptDialog.title', { number: invoiceLabel(invoice) })} closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('acceptDialog.summary', {
              description: writeRecordText(invoice.description_text, invoice.description, i18n.resolvedLanguage),
              amount: money(invoice.amount),
              due: money(invoice.amount_due),
            })}
          </Text>
          <DollarInput {...form.getInputProps('amount')} label={t('acceptDialog.amount')} withAsterisk data-autofocus />
          <Radio.Group {...form.getInputProps('method')} label={t('acceptDialog.method')} withAsterisk>
            <Group gap="md" mt={4}>
              {OFFLINE_PAYMENT_METHODS.map((m) => (
                <Radio key={m} value={m} label={translateKey(t, `acceptDialog.methods.${m}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Textarea
            {...form.getInputProps('note')}
            label={t('acceptDialog.note')}
            description={t('acceptDialog.noteHint')}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={accept.isPending} disabled={accept.isPending}>
              {t('acceptDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
