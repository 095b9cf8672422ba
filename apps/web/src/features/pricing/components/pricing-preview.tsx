// The simulation of Program Pricing Settings: each family's tuition next month now and with the
// prices on the form, the change, and the total over all families. Nothing here is saved.
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PricingSimulation } from '@springboard/contract/pricing';
import { formatMoney, toCents } from '@springboard/contract/money';
import { formatMonth } from '../../../lib/dates';

export function PricingPreview({ simulation }: { simulation: PricingSimulation }) {
  const { t, i18n } = useTranslation('pricing');
  const locale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  const money = (dollars: number) => formatMoney(toCents(dollars), locale);
  const change = (dollars: number) => (dollars > 0 ? `+${money(dollars)}` : money(dollars));
  const tone = (dollars: number) => (dollars > 0 ? 'red.9' : dollars < 0 ? 'green.9' : undefined);
  const period = formatMonth(simulation.period.start, i18n.resolvedLanguage);

  return (
    <Stack gap="sm" component="section" aria-labelledby="pricing-preview" data-testid="pricing-preview">
      <div>
        <Title order={2} size="h3" id="pricing-preview">
          {t('preview.heading')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('preview.lead', { period })}
        </Text>
      </div>
      {simulation.families.length === 0 ? (
        <Text>{t('preview.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('preview.family')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('preview.before')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('preview.after')}
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('preview.difference')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {simulation.families.map((f) => (
                <Table.Tr key={f.membership_id}>
                  <Table.Th scope="row" fw={500}>
                    {f.family_name}
                  </Table.Th>
                  <Table.Td ta="right">{money(f.before)}</Table.Td>
                  <Table.Td ta="right">{money(f.after)}</Table.Td>
                  <Table.Td ta="right" c={tone(f.difference)}>
                    {change(f.difference)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">
                  {t('preview.total')} ({t('preview.count', { count: simulation.families.length })})
                </Table.Th>
                <Table.Th ta="right">{money(simulation.total_before)}</Table.Th>
                <Table.Th ta="right">{money(simulation.total_after)}</Table.Th>
                <Table.Th ta="right" c={tone(simulation.total_difference)}>
                  {change(simulation.total_difference)}
                </Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
