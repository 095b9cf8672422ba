// The manual invoice form of the split view: description and amount required, the due date
// today unless changed; POST /payments/manual-invoice for the open family.
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { useOperationMutation } from '../../../lib/operations';
import { invoiceErrors, todayIso, type InvoiceValues } from '../membership-form';
import { DayInput, DollarInput } from '../../../components/form-inputs';
import { serverMessage } from '../../../lib/server-messages';

export function ManualInvoiceForm({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('memberships');
  // The family's invoices, its balance and the memberships list (negative balances) refresh.
  const create = useOperationMutation(invoiceOperations.createManual, { invalidates: MONEY_READS });
  const form = useForm<InvoiceValues>({
    mode: 'controlled',
    initialValues: { description: '', amount: '', due_date: todayIso() },
    validate: (v) => Object.fromEntries(Object.keys(invoiceErrors(v)).map((f) => [f, t('form.required')])),
  });

  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync({
        body: { membershipId, description: v.description.trim(), amount: Number(v.amount), dueDate: v.due_date ?? todayIso() },
      });
      toast('success', t('invoice.generated'), { closeLabel: t('close') });
      form.setValues({ description: '', amount: '', due_date: todayIso() });
      form.resetDirty();
    } catch (err) {
      if (err instanceof ApiError) {
        const byField: Record<string, string> = { description: 'description', amount: 'amount', dueDate: 'due_date' };
        form.setErrors(
          Object.fromEntries(err.details.filter((d) => byField[d.field]).map((d) => [byField[d.field]!, serverMessage(t, d)])),
        );
      }
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('invoice.failed') });
    }
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="manual-invoice-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="manual-invoice-title">
            {t('invoice.title')}
          </Title>
          <TextInput {...form.getInputProps('description')} label={t('invoice.description')} withAsterisk maxLength={500} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DollarInput {...form.getInputProps('amount')} label={t('invoice.amount')} withAsterisk />
            <DayInput {...form.getInputProps('due_date')} label={t('invoice.dueDate')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('invoice.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
