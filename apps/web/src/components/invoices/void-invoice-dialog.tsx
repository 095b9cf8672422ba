// Void (admins): an invoice that should not be owed is voided with its reason, which the family
// sees on it. Nothing more is due on it; money already received stays recorded as paid (giving it
// back is a refund, a separate step), and the dialog says so. When money was received, the admin
// picks what happens to it: kept as paid, refunded, or turned into a credit for the family.
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { creditOperations } from '@springboard/contract/operations/credits';
import { formatMoney, toCents } from '@springboard/contract/money';
import { ApiError } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operations';
import { serverMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { invoiceLabel } from './invoice-state';
import { MONEY_READS } from './money-reads';
import { serverText } from './server-text';
import { writeRecordText } from '@springboard/contract/record-texts';

export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t, i18n } = useTranslation('invoices');
  const { t: tc } = useTranslation('credits');
  const money = (dollars: number) => formatMoney(toCents(dollars), i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US');
  const voidIt = useOperationMutation(invoiceOperations.void, { invalidates: [...MONEY_READS, creditOperations] });
  const form = useForm({
    mode: 'controlled',
    initialValues: { reason: '', payments: 'keep' as 'keep' | 'refund' | 'credit' },
    validate: { reason: (v) => (v.trim() ? null : t('void.reasonRequired')) },
  });
  const submit = form.onSubmit(async (v) => {
    try {
      await voidIt.mutateAsync({ params: { id: invoice.id }, body: { reason: v.reason.trim(), payments: v.payments } });
      toast('success', t('void.done', { number: invoiceLabel(invoice) }), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const reason = err.details.find((d) => d.field === 'reason');
        if (reason) form.setFieldError('reason', serverMessage(t, reason));
      }
      toast('error', serverText(err, t), { closeLabel: t('close'), title: t('void.failed') });
    }
  });
  return (
    <Modal opened onClose={onClose} title={t('void.title', { number: invoiceLabel(invoice) })} closeButtonProps={{ 'aria-label': t('close') }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('void.text', { description: writeRecordText(invoice.description_text, invoice.description, i18n.resolvedLanguage), amount: money(invoice.amount) })}</Text>
          {invoice.amount_paid > 0 ? (
            <Radio.Group
              {...form.getInputProps('payments')}
              label={tc('void.paymentsLabel', { paid: money(invoice.amount_paid) })}
              data-testid="void-payments"
            >
              <Stack gap={6} mt={6}>
                <Radio value="keep" label={tc('void.keep')} />
                <Radio value="refund" label={tc('void.refund')} />
                <Radio value="credit" label={tc('void.credit')} />
              </Stack>
            </Radio.Group>
          ) : null}
          {invoice.amount_paid > 0 && form.values.payments === 'keep' ? (
            <Alert variant="light" color="yellow" data-testid="void-money-stays">
              {t('void.moneyStays', { paid: money(invoice.amount_paid) })}
            </Alert>
          ) : null}
          <Textarea
            {...form.getInputProps('reason')}
            label={t('void.reason')}
            withAsterisk
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" color="red.9" loading={voidIt.isPending}>
              {t('void.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
