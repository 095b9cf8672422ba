// The new-voucher form: code, percent or fixed amount, an optional window of days and an optional
// redemption limit. Checked by the contract's schema before it is sent; a code already taken comes
// back from the server under the code field.
import { Button, Group, NumberInput, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { voucherOperations } from '@springboard/contract/operations/vouchers';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';
import { EMPTY_VOUCHER, formField, voucherBody, voucherErrors, type VoucherValues } from '../voucher-form';
import { errorText, apiFieldErrors } from '../../../lib/server-messages';

const KIND_LABEL_ID = 'voucher-kind-label';

export function CreateVoucherForm() {
  const { t, i18n } = useTranslation('vouchers');
  const create = useOperationMutation(voucherOperations.create, { invalidates: [voucherOperations] });
  const form = useForm<VoucherValues>({
    initialValues: EMPTY_VOUCHER,
    validate: (v) => voucherErrors(v, t),
    validateInputOnBlur: true,
  });
  const percent = form.getValues().kind === 'percent';
  const closeLabel = t('close');

  const submit = async (v: VoucherValues) => {
    try {
      const created = await create.mutateAsync({ body: voucherBody(v) });
      form.reset();
      toast('success', t('create.created', { code: created.code }), { closeLabel });
    } catch (err) {
      form.setErrors(apiFieldErrors(err, t, formField));
      toast('error', t('create.failed', { message: errorText(err, t) }), { closeLabel });
    }
  };

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="voucher-new">
      <form
        onSubmit={form.onSubmit(
          (v) => void submit(v),
          () => requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="voucher-new">
            {t('create.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              {...form.getInputProps('code')}
              label={t('create.code')}
              description={t('create.codeHint')}
              withAsterisk
              maxLength={40}
              autoCapitalize="characters"
              spellCheck={false}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id={KIND_LABEL_ID}>
                {t('create.kind')}
              </Text>
              <SegmentedControl
                aria-labelledby={KIND_LABEL_ID}
                value={form.getValues().kind}
                onChange={(k) => form.setFieldValue('kind', k as VoucherValues['kind'])}
                data={[
                  { value: 'percent', label: t('kinds.percent') },
                  { value: 'fixed', label: t('kinds.fixed') },
                ]}
              />
            </Stack>
            <NumberInput
              {...form.getInputProps('value')}
              key={form.getValues().kind}
              label={percent ? t('create.percentValue') : t('create.fixedValue')}
              withAsterisk
              min={0}
              {...(percent
                ? { suffix: '%', max: 100, allowDecimal: false }
                : { prefix: '$', decimalScale: 2, fixedDecimalScale: true })}
              allowNegative={false}
              inputMode="decimal"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <DateInput
              {...form.getInputProps('starts_on')}
              label={t('create.startsOn')}
              description={t('create.optional')}
              clearable
              clearButtonProps={{ 'aria-label': t('create.clearDate') }}
              locale={i18n.language}
              valueFormat="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
            />
            <DateInput
              {...form.getInputProps('ends_on')}
              label={t('create.endsOn')}
              description={t('create.optional')}
              clearable
              clearButtonProps={{ 'aria-label': t('create.clearDate') }}
              locale={i18n.language}
              valueFormat="YYYY-MM-DD"
              placeholder="YYYY-MM-DD"
              minDate={form.getValues().starts_on ?? undefined}
            />
            <NumberInput
              {...form.getInputProps('max_redemptions')}
              label={t('create.limit')}
              description={t('create.limitHint')}
              min={1}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
