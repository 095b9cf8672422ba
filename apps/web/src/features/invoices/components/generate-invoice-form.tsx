// Generate Invoice: a member, a description, an amount and a due date (today by default);
// "Invoice generated successfully!" and an empty form, or "Invoice is not generated!" with the reason.
import { useMemo } from 'react';
import { Button, Card, Group, List, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { formatMoney, toCents } from '@springboard/contract/money';
import { writeRecordText } from '@springboard/contract/record-texts';
import { serverText } from '../../../components/invoices/server-text';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { MONEY_READS } from '../../../components/invoices/money-reads';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { emptyGenerate, generateBody, generateErrors, type GenerateValues } from '../invoice-form';
import { DayInput, DollarInput } from '../../../components/form-inputs';
import { serverMessage } from '../../../lib/server-messages';

export function GenerateInvoiceForm() {
  const { t, i18n } = useTranslation('invoices');
  const moneyLocale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  const families = useOperation(membershipOperations.options, {});
  const create = useOperationMutation(invoiceOperations.createManual, { invalidates: MONEY_READS });
  const form = useForm<GenerateValues>({
    mode: 'controlled',
    initialValues: emptyGenerate(),
    validate: (v) => Object.fromEntries(generateErrors(v).map((f) => [f, t('generate.required')])),
  });
  // The chosen family's tuition this month (the club's tiers, proration and discounts), which the
  // admin may take as the invoice: the server then stores its lines, as automatic invoicing would.
  const membershipId = form.getValues().membershipId;
  const tuition = useOperation(pricingOperations.familyTuition, membershipId ? { params: { membershipId } } : null);
  const fillTuition = () => {
    if (!tuition.data) return;
    form.setFieldValue('amount', tuition.data.total);
    // In the admin's language; kept as suggested, the server stores it as a code each family reads in its own.
    form.setFieldValue(
      'description',
      writeRecordText(tuition.data.description_text, tuition.data.description, i18n.resolvedLanguage),
    );
    form.setFieldValue('tuition', { month: tuition.data.period.start, total: tuition.data.total });
  };
  const options = useMemo(
    () => (families.data ?? []).map((f) => ({ value: f.id, label: `${f.first_name} ${f.last_name} (${f.email})` })),
    [families.data],
  );

  const submit = form.onSubmit(async (v) => {
    try {
      await create.mutateAsync({ body: generateBody(v) });
      toast('success', t('generate.done'), { closeLabel: t('close') });
      form.setValues(emptyGenerate());
      form.resetDirty();
    } catch (err) {
      if (err instanceof ApiError) {
        const fields: (keyof GenerateValues)[] = ['membershipId', 'description', 'amount', 'dueDate'];
        form.setErrors(
          Object.fromEntries(
            err.details
              .filter((d) => fields.includes(d.field as keyof GenerateValues))
              .map((d) => [d.field, serverMessage(t, d)]),
          ),
        );
      }
      toast('error', serverText(err, t), { closeLabel: t('close'), title: t('generate.failed') });
    }
  });

  return (
    <Card withBorder radius="md" padding="md" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            {...form.getInputProps('membershipId')}
            onChange={(id) => {
              form.setFieldValue('membershipId', id);
              form.setFieldValue('tuition', null);
            }}
            label={t('generate.member')}
            placeholder={t('generate.memberPlaceholder')}
            withAsterisk
            searchable
            nothingFoundMessage={t('generate.nothingFound')}
            data={options}
            disabled={families.isLoading}
            error={
              form.errors.membershipId ??
              (families.isError ? t('generate.membersFailed', { message: serverText(families.error, t) }) : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
          {membershipId && (
            <Paper withBorder p="sm" radius="sm" bg="gray.0" aria-live="polite" data-testid="family-tuition">
              {tuition.isLoading ? (
                <Text size="sm">{t('generate.tuitionLoading')}</Text>
              ) : tuition.isError ? (
                <Text size="sm" c="red.9">
                  {t('generate.tuitionFailed', { message: serverText(tuition.error, t) })}
                </Text>
              ) : tuition.data && tuition.data.lines.length > 0 ? (
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Text fw={600}>
                      {t('generate.tuitionHeading', { amount: formatMoney(toCents(tuition.data.total), moneyLocale) })}
                    </Text>
                    <Button size="xs" variant="light" onClick={fillTuition}>
                      {t('generate.tuitionFill')}
                    </Button>
                  </Group>
                  <List size="sm" spacing={2}>
                    {tuition.data.lines.map((l, i) => (
                      <List.Item key={i}>
                        {writeRecordText(l.description_text, l.description, i18n.resolvedLanguage)}:{' '}
                        {formatMoney(toCents(l.amount), moneyLocale)}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ) : (
                <Text size="sm">{t('generate.tuitionNone')}</Text>
              )}
            </Paper>
          )}
          <TextInput {...form.getInputProps('description')} label={t('generate.description')} withAsterisk maxLength={500} />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DollarInput {...form.getInputProps('amount')} label={t('generate.amount')} withAsterisk />
            <DayInput {...form.getInputProps('dueDate')} label={t('generate.dueDate')} />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('generate.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
