// Edit invoice (admins): amount (a number is required, read as dollars and cents), description,
// due date and status (pending or overdue). An invoice becomes paid by its payments (Accept Payment)
// and is voided with a reason (Void), not here. Once money was received for it, its amount and
// status stay as they are: only the description and the due date change.
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceStatus } from '@springboard/contract/invoices';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { ApiError } from '../../lib/api-client';
import { useOperationMutation } from '../../lib/operations';
import { toast } from '../../lib/toast';
import { hasPayment, invoiceLabel } from './invoice-state';
import { MONEY_READS } from './money-reads';
import { serverText } from './server-text';
import { DayInput, DollarInput } from '../form-inputs';
import { serverMessage } from '../../lib/server-messages';

type Values = { amount: number | string; description: string; due_date: string | null; status: InvoiceStatus };
const FIELD_OF: Record<string, keyof Values> = {
  amount: 'amount',
  description: 'description',
  dueDate: 'due_date',
  status: 'status',
};

export function EditInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation('invoices');
  const update = useOperationMutation(invoiceOperations.update, { invalidates: MONEY_READS });
  const locked = hasPayment(invoice);
  const statuses: InvoiceStatus[] = locked ? [invoice.status] : ['pending', 'overdue'];
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      amount: invoice.amount,
      description: invoice.description,
      due_date: invoice.due_date,
      status: invoice.status,
    },
    validate: {
      amount: (v) => (v === '' || v === null || Number.isNaN(Number(v)) ? t('edit.amountRequired') : null),
      description: (v) => (v.trim() ? null : t('edit.descriptionRequired')),
      due_date: (v) => (v ? null : t('edit.dueDateRequired')),
    },
  });

  const submit = form.onSubmit(async (v) => {
    try {
      await update.mutateAsync({
        body: {
          invoiceId: invoice.id,
          amount: Number.parseFloat(String(v.amount)),
          description: v.description.trim(),
          dueDate: v.due_date!,
          status: v.status,
        },
      });
      toast('success', t('edit.saved'), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(
          Object.fromEntries(err.details.filter((d) => FIELD_OF[d.field]).map((d) => [FIELD_OF[d.field]!, serverMessage(t, d)])),
        );
      }
      toast('error', serverText(err, t), { closeLabel: t('close'), title: t('edit.failed') });
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('edit.title', { id: invoiceLabel(invoice) })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            {...form.getInputProps('description')}
            label={t('edit.description')}
            withAsterisk
            maxLength={500}
            data-autofocus
          />
          {locked ? (
            <Alert variant="light" color="gray" data-testid="edit-locked">
              {t('edit.locked')}
            </Alert>
          ) : null}
          <DollarInput {...form.getInputProps('amount')} label={t('edit.amount')} withAsterisk disabled={locked} />
          <DayInput {...form.getInputProps('due_date')} label={t('edit.dueDate')} withAsterisk />
          <Select
            {...form.getInputProps('status')}
            label={t('edit.status')}
            withAsterisk
            allowDeselect={false}
            disabled={locked}
            data={statuses.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
