// Step 2, billing: start date, referral, voucher with Apply, an itemised summary of what is charged
// (registration fee, voucher, the first month's tuition when the club charges it now, tax, card fee,
// total: text, as the server quoted it), and the card: our own fields
// with the sandbox provider, Stripe's otherwise. Without a card (`card` null: staff or admin taking
// cash) the payment method reads Cash.
import { lazy, Suspense } from 'react';
import { Button, Divider, Group, Loader, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@springboard/contract/money';
import { formatLongDate, formatMonth } from '../../../lib/dates';
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
          valueFormat={(day) => formatLongDate(day, i18n.resolvedLanguage)}
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

      <FeeSummary fee={fee} names={form.getValues().athletes.map((a) => `${a.first_name} ${a.last_name}`.trim())} />

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
 *  fee, the voucher's discount, each athlete's first-month tuition and family discount when the club
 *  charges them now, the tax, the card fee, and the total charged today. */
function FeeSummary({ fee, names }: { fee: Props['fee']; names: string[] }) {
  const { t, i18n } = useTranslation('registration');
  const money = (cents: number) => formatMoney(cents, moneyLocale(i18n.resolvedLanguage));
  const b = fee.breakdown;
  // The month in the reader's language ("March 2030", "marzo de 2030"); a longer period by its name.
  const periodName = (p: NonNullable<QuoteBreakdown['period']>) =>
    p.start.slice(0, 7) === p.end.slice(0, 7)
      ? formatMonth(p.start, i18n.resolvedLanguage)
      : p.name;
  const nameOf = (i: number | null) => (i === null ? '' : names[i] || t('athlete.heading', { n: i + 1 }));
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
          {summaryRows(b).map((row) => (
            <SummaryLine
              key={row.key}
              label={
                row.kind === 'fee'
                  ? t('billing.registrationFee')
                  : row.kind === 'voucher'
                    ? b.voucher
                      ? t('billing.voucherLine', { code: b.voucher.toUpperCase() })
                      : t('billing.discount')
                    : row.kind === 'tuition'
                      ? t('billing.tuitionLine', { name: nameOf(row.athlete), period: b.period ? periodName(b.period) : '' })
                      : row.kind === 'familyDiscount'
                        ? row.athlete === null
                          ? t('billing.familyMaximum')
                          : t('billing.familyDiscount', { name: nameOf(row.athlete) })
                        : row.kind === 'tax'
                          ? t('billing.tax')
                          : t('billing.cardFee', { percent: b.cardFeePercent })
              }
              value={row.cents < 0 ? `−${money(-row.cents)}` : money(row.cents)}
            />
          ))}
          <Divider />
          <SummaryLine label={t('billing.total')} value={money(fee.cents)} strong />
          <Text size="xs" c="gray.7">
            {b.period ? t('billing.firstMonthHint', { period: periodName(b.period) }) : t('billing.feeHint')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

type Row = {
  key: string;
  kind: 'fee' | 'voucher' | 'tuition' | 'familyDiscount' | 'tax' | 'cardFee';
  athlete: number | null;
  cents: number;
};

/** The quote's lines as the summary words them: one tuition row per athlete (its tuition and
 *  proration), the family discounts apart from the voucher, then tax and the card fee. */
export function summaryRows(b: NonNullable<Props['fee']['breakdown']>): Row[] {
  const rows: Row[] = [];
  let voucherSeen = false;
  for (const [i, l] of b.lines.entries()) {
    if (l.kind === 'registration_fee') rows.push({ key: `fee${i}`, kind: 'fee', athlete: null, cents: l.amount_cents });
    else if (l.kind === 'tuition' || l.kind === 'proration') {
      const same = rows.find((r) => r.kind === 'tuition' && r.athlete === l.athlete_index);
      if (same) same.cents += l.amount_cents;
      else rows.push({ key: `tuition${i}`, kind: 'tuition', athlete: l.athlete_index, cents: l.amount_cents });
    } else if (l.kind === 'discount' && !voucherSeen && l.athlete_index === null && -l.amount_cents === b.discountCents) {
      voucherSeen = true;
      rows.push({ key: `voucher${i}`, kind: 'voucher', athlete: null, cents: l.amount_cents });
    } else if (l.kind === 'discount') rows.push({ key: `discount${i}`, kind: 'familyDiscount', athlete: l.athlete_index, cents: l.amount_cents });
    else if (l.kind === 'tax') rows.push({ key: `tax${i}`, kind: 'tax', athlete: null, cents: l.amount_cents });
    else if (l.kind === 'card_fee') rows.push({ key: `card${i}`, kind: 'cardFee', athlete: null, cents: l.amount_cents });
  }
  return rows;
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
