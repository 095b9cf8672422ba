// The pricing config form: money fields in dollars ("$" before, two decimals), the late fee as a
// fixed amount or a percentage, checked by the contract's schema before it is sent; the server's
// refusals land under the same fields, with a toast for success or failure.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type NumberInputProps,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast } from '../../../lib/toast';
import { useRecheckOnLanguage } from '../../../lib/use-recheck-on-language';
import { useTranslation } from 'react-i18next';
import { HOURLY_TIERS, LATE_FEE_TYPES, PRICING_LIMITS, type PricingSimulation } from '@springboard/contract/pricing';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { useOperationMutation } from '../../../lib/operations';
import { pricingBody, pricingErrors, type LateFeeType, type PricingValues } from '../pricing-form';
import { errorText, apiFieldErrors } from '../../../lib/server-messages';
import { PricingPreview } from './pricing-preview';

/** Toast text in the body colour: Mantine's dimmed grey description is below WCAG AA contrast. */

const percent: NumberInputProps = {
  suffix: '%',
  decimalScale: 2,
  min: 0,
  max: 100,
  allowNegative: false,
  inputMode: 'decimal',
  withAsterisk: true,
};

const money: NumberInputProps = {
  prefix: '$',
  decimalScale: 2,
  fixedDecimalScale: true,
  thousandSeparator: ',',
  min: 0,
  max: PRICING_LIMITS.maxDollars,
  allowNegative: false,
  inputMode: 'decimal',
  withAsterisk: true,
};

export function PricingForm({ initialValues }: { initialValues: PricingValues }) {
  const { t } = useTranslation('pricing');
  // Every read of the pricing configs refreshes: the registration page's fee is one of them.
  const save = useOperationMutation(pricingOperations.save, { invalidates: [pricingOperations] });
  const [fixFields, setFixFields] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const simulate = useOperationMutation(pricingOperations.simulate, { invalidates: [] });
  const [simulation, setSimulation] = useState<PricingSimulation | null>(null);
  const form = useForm<PricingValues>({
    initialValues,
    validate: (v) => pricingErrors(v, t),
    // A preview is of the prices it was made with: an edit takes it away.
    onValuesChange: () => setSimulation(null),
  });
  const percentage = form.getValues().late_fee_type === 'percentage';

  useRecheckOnLanguage(form);

  const notify = (ok: boolean, message: string, title?: string) =>
    toast(ok ? 'success' : 'error', message, { closeLabel: t('close'), ...(title ? { title } : {}) });

  const submit = async (values: PricingValues) => {
    setFixFields(false);
    setServerError(null);
    try {
      await save.mutateAsync({ body: pricingBody(values) });
      form.resetDirty();
      notify(true, t('saved'));
    } catch (err) {
      const errors = apiFieldErrors(err, t);
      form.setErrors(errors);
      const message = errorText(err, t);
      if (!Object.keys(errors).length) setServerError(message);
      notify(false, message, t('failed'));
    }
  };

  const preview = async () => {
    setServerError(null);
    setSimulation(null);
    const check = form.validate();
    if (check.hasErrors) return focusFirstError();
    setFixFields(false);
    try {
      setSimulation(await simulate.mutateAsync({ body: pricingBody(form.getValues()) }));
    } catch (err) {
      form.setErrors(apiFieldErrors(err, t));
      notify(false, errorText(err, t), t('preview.failed'));
    }
  };

  const focusFirstError = () => {
    setFixFields(true);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v), focusFirstError)} noValidate>
      <Stack gap="xl" maw={760}>
        <Stack gap="sm" component="section" aria-labelledby="pricing-registration">
          <Title order={2} size="h3" id="pricing-registration">
            {t('registration.heading')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              {...money}
              {...form.getInputProps('registration_fee')}
              label={t('registration.fee')}
              description={t('registration.feeHint')}
            />
            <NumberInput
              {...money}
              {...form.getInputProps('referral_credit')}
              label={t('registration.referralCredit')}
              description={t('registration.referralCreditHint')}
            />
          </SimpleGrid>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="pricing-tiers">
          <div>
            <Title order={2} size="h3" id="pricing-tiers">
              {t('tiers.heading')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('tiers.lead')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
            {HOURLY_TIERS.map((k) => (
              <NumberInput key={k} {...money} {...form.getInputProps(`hourly_tiers.${k}`)} label={t(`tiers.${k}`)} />
            ))}
          </SimpleGrid>
          <Text size="sm" c="gray.7">
            {t('tiers.proration')}
          </Text>
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="pricing-family">
          <div>
            <Title order={2} size="h3" id="pricing-family">
              {t('family.heading')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('family.lead')}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NumberInput
              {...percent}
              {...form.getInputProps('second_athlete_discount_percent')}
              label={t('family.second')}
              description={t('family.secondHint')}
            />
            <NumberInput
              {...percent}
              {...form.getInputProps('later_athlete_discount_percent')}
              label={t('family.later')}
              description={t('family.laterHint')}
            />
            <NumberInput
              {...money}
              withAsterisk={false}
              {...form.getInputProps('family_monthly_max')}
              label={t('family.max')}
              description={t('family.maxHint')}
            />
          </SimpleGrid>
          <Checkbox
            {...form.getInputProps('credit_unused_meetings', { type: 'checkbox' })}
            label={t('family.credit')}
            description={t('family.creditHint')}
          />
        </Stack>

        <Stack gap="sm" component="section" aria-labelledby="pricing-late-fee">
          <Title order={2} size="h3" id="pricing-late-fee">
            {t('lateFee.heading')}
          </Title>
          <Radio.Group
            {...form.getInputProps('late_fee_type')}
            label={t('lateFee.type')}
            withAsterisk
            onChange={(v) => form.setFieldValue('late_fee_type', v as LateFeeType)}
          >
            <Group mt={4}>
              {LATE_FEE_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`lateFee.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              {...money}
              {...(percentage ? { prefix: undefined, suffix: '%', max: 100, fixedDecimalScale: false } : {})}
              {...form.getInputProps('late_fee_value')}
              label={percentage ? t('lateFee.valuePercentage') : t('lateFee.valueFixed')}
              description={percentage ? t('lateFee.valuePercentageHint') : t('lateFee.valueFixedHint')}
            />
            <NumberInput
              {...form.getInputProps('late_fee_days_before')}
              label={t('lateFee.daysBefore')}
              description={t('lateFee.daysBeforeHint')}
              withAsterisk
              min={0}
              max={PRICING_LIMITS.maxDaysBefore}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
            />
          </SimpleGrid>
        </Stack>

        {(fixFields || serverError) && (
          <Alert color="red" variant="light" role="alert">
            {serverError ?? t('fixErrors')}
          </Alert>
        )}
        {simulation && <PricingPreview simulation={simulation} />}
        <Group>
          <Button variant="default" onClick={() => void preview()} loading={simulate.isPending}>
            {t('preview.button')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
