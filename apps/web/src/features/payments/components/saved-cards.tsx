// The family's saved cards, as Update Card shows them: brand, last four digits and expiry, the one that
// pays marked; "No saved cards found." when there is none.
import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SavedCard } from '@springboard/contract/payments';
import { brandName } from '../../../components/card-entry/card';
import { DARK_GREEN } from '../../../components/invoices/invoices-table';

type Props = { cards: SavedCard[] | undefined; loading: boolean; error: string | null };

export function SavedCards({ cards, loading, error }: Props) {
  const { t } = useTranslation('payments');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="saved-cards-title">
      <Title order={2} size="h4" id="saved-cards-title" mb="sm">
        {t('cards.title')}
      </Title>
      {loading ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {t('cards.loading')}
          </Text>
        </Group>
      ) : error ? (
        <Text size="sm" c="red.9" role="alert">
          {t('cards.loadError', { message: error })}
        </Text>
      ) : !cards?.length ? (
        <Text size="sm">{t('cards.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {[...cards]
            .sort((a, b) => Number(b.is_default) - Number(a.is_default))
            .map((c) => (
              <Group key={c.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap">
                  <IconCreditCard size={22} aria-hidden />
                  <div>
                    <Text fw={600}>{t('cards.card', { brand: brandName(c.brand), last4: c.last4 })}</Text>
                    <Text size="sm" c="gray.7">
                      {t('cards.expires', { month: String(c.exp_month).padStart(2, '0'), year: c.exp_year })}
                    </Text>
                  </div>
                </Group>
                {c.is_default ? (
                  <Badge variant="outline" color={DARK_GREEN} styles={{ label: { overflow: 'visible' } }}>
                    {t('cards.default')}
                  </Badge>
                ) : null}
              </Group>
            ))}
        </Stack>
      )}
    </Card>
  );
}
