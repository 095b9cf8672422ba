// Step 2, billing: start date, the fee due today as the server quoted it (read-only), referral,
// voucher with Apply, and the card: our own fields with the sandbox provider, Stripe's otherwise.
// Without a card (`card` null: staff or admin taking cash) the payment method shows as Cash, read-only.
import { lazy, Suspense } from 'react';
import { Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@springboard/contract/money';
import { REFERRALS, type RegistrationValues } from '../registration-form';
import type { CardConfirmer } from '../../../components/card-entry/card-confirmer';
import { SandboxCardFields } from '../../../components/card-entry/sandbox-card-fields';

const StripeCardField = lazy(() => import('../../../components/card-entry/stripe-card-field'));

type Props = {
  form: UseFormReturnType<RegistrationValues>;
  fee: { cents: number | undefined; loading: boolean; failed: boolean; retry: () => void };
  voucher: { apply: () => void; applying: boolean };
  card: { provider: 'sandbox' | 'stripe'; publishableKey: string | null; onConfirmer: (c: CardConfirmer | null) => void } | null;
};

export function BillingSection({ form, fee, voucher, card }: Props) {
  const { t, i18n } = useTranslation('registration');
  const feeText = fee.cents === undefined ? '' : formatMoney(fee.cents, moneyLocale(i18n.resolvedLanguage));
  const nothingToPay = fee.cents === 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="billing-heading">
      <Title order={2} size="h3" id="billing-heading">
        {t('billing.heading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateInput
          {...form.getInputProps('start_date')}
          label={t('billing.start_date')}
          withAsterisk
          placeholder={t('billing.startPlaceholder')}
          minDate={new Date()}
          locale={i18n.language}
        />
        <div>
          <TextInput
            label={t('billing.fee')}
            value={fee.loading ? t('billing.feeLoading') : feeText}
            readOnly
            rightSection={fee.loading ? <Loader size="xs" /> : null}
            description={t('billing.feeHint')}
            error={fee.failed ? t('billing.feeFailed') : undefined}
          />
          {fee.failed ? (
            <Button variant="subtle" size="compact-sm" mt={4} onClick={fee.retry}>
              {t('billing.retry')}
            </Button>
          ) : null}
        </div>
        <Select
          {...form.getInputProps('referral')}
          label={t('billing.referral')}
          withAsterisk
          placeholder={t('billing.referralPlaceholder')}
          data={REFERRALS.map((r) => ({ value: r, label: t(`referral.${r}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            {...form.getInputProps('voucher_code')}
            label={t('billing.voucher')}
            placeholder={t('billing.voucherPlaceholder')}
            autoComplete="off"
            style={{ flex: 1 }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                voucher.apply();
              }
            }}
          />
          <Button
            mt={25}
            variant="light"
            onClick={voucher.apply}
            loading={voucher.applying}
            disabled={!form.getValues().voucher_code.trim()}
          >
            {t('billing.apply')}
          </Button>
        </Group>
      </SimpleGrid>

      {card === null ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('billing.paymentMethod')} value={t('summary.method.cash')} readOnly />
        </SimpleGrid>
      ) : (
        <>
          <Title order={3} size="h4" mt="sm">
            {t('card.heading')}
          </Title>
          {nothingToPay ? <Text size="sm">{t('card.nothingToPay')}</Text> : <CardInputs form={form} card={card} />}
        </>
      )}
    </Stack>
  );
}

function CardInputs({ form, card }: { form: Props['form']; card: NonNullable<Props['card']> }) {
  const { t } = useTranslation('registration');
  return (
    <>
      {card.provider === 'sandbox' ? (
        <Text size="sm" c="gray.7">
          {t('card.sandboxHint')}
        </Text>
      ) : null}
      <TextInput {...form.getInputProps('card.name')} label={t('card.name')} withAsterisk autoComplete="cc-name" />
      {card.provider === 'stripe' && card.publishableKey ? (
        <Suspense fallback={<Loader size="sm" />}>
          <StripeCardField
            publishableKey={card.publishableKey}
            onConfirmer={card.onConfirmer}
            error={form.errors['card.number'] as string | undefined}
          />
        </Suspense>
      ) : card.provider === 'stripe' ? (
        <Text size="sm" c="red.8" role="alert">
          {t('card.providerMissing')}
        </Text>
      ) : (
        <SandboxCardFields
          inputProps={(f) => form.getInputProps(`card.${f}`)}
          setValue={(f, v) => form.setFieldValue(`card.${f}`, v)}
        />
      )}
    </>
  );
}

/** Prices read "$25.00" in English and "25,00 US$" in Spanish (the shared Money component's choice). */
export function moneyLocale(language: string | undefined): string {
  return language === 'es' ? 'es-US' : 'en-US';
}
