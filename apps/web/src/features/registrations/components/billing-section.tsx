// Step 2, billing: start date, referral, voucher with Apply, an itemised summary of what is charged
// (registration fee, voucher, total: text, as the server quoted it), and the card: our own fields
// with the sandbox provider, Stripe's otherwise. Without a card (`card` null: staff or admin taking
// cash) the payment method reads Cash.
import { lazy, Suspense } from 'react';
import { Button, Divider, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@springboard/contract/money';
import { REFERRALS, type RegistrationValues } from '../registration-form';
import type { QuoteBreakdown } from '../use-quote';
import type { CardConfirmer } from '../../../components/card-entry/card-confirmer';
import { SandboxCardFields } from '../../../components/card-entry/sandbox-card-fields';
import { SummaryLine } from './summary-line';

const StripeCardField = lazy(() => import('../../../components/card-entry/stripe-card-field'));

type Props = {
  form: UseFormReturnType<RegistrationValues>;
  fee: { cents: number | undefined; breakdown: QuoteBreakdown | undefined; loading: boolean; failed: boolean; retry: () => void };
  voucher: { apply: () => void; applying: boolean };
  card: { provider: 'sandbox' | 'stripe'; publishableKey: string | null; onConfirmer: (c: CardConfirmer | null) => void } | null;
};

export function BillingSection({ form, fee, voucher, card }: Props) {
  const { t, i18n } = useTranslation('registration');
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
        <Select
          {...form.getInputProps('referral')}
          label={t('billing.referral')}
          withAsterisk
          placeholder={t('billing.referralPlaceholder')}
          data={REFERRALS.map((r) => ({ value: r, label: t(`referral.${r}`) }))}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {form.values.referral === 'Friend Referral' ? (
          <TextInput
            {...form.getInputProps('referrer_email')}
            type="email"
            label={t('billing.referrerEmail')}
            description={t('billing.referrerEmailHint')}
            autoComplete="off"
          />
        ) : null}
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

      <FeeSummary fee={fee} />

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

/** What the payment is made of, as plain text (nothing here can be edited): the club's registration
 *  fee, the voucher's discount, and the total charged today. */
function FeeSummary({ fee }: { fee: Props['fee'] }) {
  const { t, i18n } = useTranslation('registration');
  const money = (cents: number) => formatMoney(cents, moneyLocale(i18n.resolvedLanguage));
  const b = fee.breakdown;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="var(--mantine-color-gray-0)"
      component="section"
      aria-labelledby="fee-summary-heading"
    >
      <Title order={3} size="h4" id="fee-summary-heading" mb="xs">
        {t('billing.summaryHeading')}
      </Title>
      {fee.failed ? (
        <Group gap="xs">
          <Text size="sm" c="red.9" role="alert">
            {t('billing.feeFailed')}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={fee.retry}>
            {t('billing.retry')}
          </Button>
        </Group>
      ) : fee.cents === undefined || !b ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('billing.feeLoading')}</Text>
        </Group>
      ) : (
        <Stack gap={6}>
          <SummaryLine label={t('billing.registrationFee')} value={money(b.feeCents)} />
          {b.discountCents > 0 ? (
            <SummaryLine
              label={b.voucher ? t('billing.voucherLine', { code: b.voucher.toUpperCase() }) : t('billing.discount')}
              value={`−${money(b.discountCents)}`}
            />
          ) : null}
          <Divider />
          <SummaryLine label={t('billing.total')} value={money(fee.cents)} strong />
          <Text size="xs" c="gray.7">
            {t('billing.feeHint')}
          </Text>
        </Stack>
      )}
    </Paper>
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
