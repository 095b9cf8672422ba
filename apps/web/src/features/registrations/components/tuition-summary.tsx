// Step 2: what the chosen classes will cost each month, before anything is paid: each athlete's
// monthly tuition by the club's prices, the family discounts and the monthly total. It is billed
// with the club's invoices, not charged today (the fee summary says what is).
import { Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, toCents } from '@springboard/contract/money';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { useOperation } from '../../../lib/operations';
import { moneyLocale } from './billing-section';
import { SummaryLine } from './summary-line';

type Athlete = { name: string; slotIds: string[] };

/** `firstMonthNow`: the club charges the first month with the registration (the payment summary
 *  lists it), so only the later months are billed on invoices. */
export function TuitionSummary({ athletes, firstMonthNow = false }: { athletes: Athlete[]; firstMonthNow?: boolean }) {
  const { t, i18n } = useTranslation('registration');
  const money = (dollars: number) => formatMoney(toCents(dollars), moneyLocale(i18n.resolvedLanguage));
  const withClasses = athletes.some((a) => a.slotIds.length > 0);
  const quote = useOperation(
    pricingOperations.tuitionQuote,
    withClasses ? { body: { athletes: athletes.map((a) => ({ slot_ids: a.slotIds })) } } : null,
  );
  if (!withClasses) return null;
  const q = quote.data;
  const nameOf = (i: number | null) => (i === null ? '' : (athletes[i]?.name ?? ''));

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="tuition-summary-heading"
      data-testid="tuition-summary"
    >
      <Title order={3} size="h4" id="tuition-summary-heading" mb="xs">
        {t('tuition.heading')}
      </Title>
      {quote.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('tuition.failed')}
        </Text>
      ) : !q ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">{t('billing.feeLoading')}</Text>
        </Group>
      ) : (
        <Stack gap={6}>
          {athletes.map((a, i) =>
            a.slotIds.length === 0 ? null : (
              <SummaryLine
                key={i}
                label={a.name}
                value={
                  q.athletes[i]?.priced === false
                    ? t('tuition.unpriced')
                    : t('tuition.perMonth', { amount: money(q.athletes[i]?.monthly ?? 0) })
                }
              />
            ),
          )}
          {q.discounts.map((d, i) => (
            <SummaryLine
              key={`d${i}`}
              label={t(`tuition.rule.${d.rule}`, { name: nameOf(d.athlete), percent: d.percent })}
              value={`−${money(-d.amount)}`}
            />
          ))}
          <Divider />
          <SummaryLine label={t('tuition.total')} value={t('tuition.perMonth', { amount: money(q.total) })} strong />
          <Text size="xs" c="gray.7">
            {t(firstMonthNow ? 'tuition.hintFirstMonthNow' : 'tuition.hint')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
