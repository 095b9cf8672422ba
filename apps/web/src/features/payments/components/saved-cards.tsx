// The family's saved cards, as Update Card shows them: brand, last four digits and expiry, the one that
// pays marked; "No saved cards found." when there is none. Each card can be removed after a
// confirmation; the server keeps the only card while autopay is on and the refusal says why.
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import type { SavedCard } from '@springboard/contract/payments';
import { brandName } from '../../../components/card-entry/card';
import { DARK_GREEN } from '../../../components/invoices/invoices-table';
import { serverText } from '../../../components/invoices/server-text';
import { useOperationMutation } from '../../../lib/operations';

type Props = {
  cards: SavedCard[] | undefined;
  loading: boolean;
  error: string | null;
  /** The family's provider customer: with it, each card has a Remove button. */
  customerId?: string | null;
  /** Whether autopay is on, to say that the only card stays while it is. */
  autopay?: boolean;
};

function RemoveCard({ card, customerId, onClose }: { card: SavedCard; customerId: string; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const { t: ti } = useTranslation('invoices');
  const remove = useOperationMutation(paymentOperations.removePaymentMethod, {
    invalidates: [paymentOperations, membershipOperations],
  });
  const name = t('cards.card', { brand: brandName(card.brand), last4: card.last4 });
  return (
    <Modal opened onClose={onClose} title={t('cards.removeTitle')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        <Text>{t('cards.removeText', { card: name })}</Text>
        {remove.error ? (
          <Alert color="red" role="alert" title={t('cards.removeFailed')}>
            {serverText(remove.error, ti)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate({ body: { stripeCustomerId: customerId, paymentMethodId: card.id } }, { onSuccess: onClose })
            }
          >
            {t('cards.removeConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function SavedCards({ cards, loading, error, customerId, autopay }: Props) {
  const { t } = useTranslation('payments');
  const [removing, setRemoving] = useState<SavedCard | null>(null);
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
                <Group gap="xs" wrap="nowrap">
                  {c.is_default ? (
                    <Badge variant="outline" color={DARK_GREEN} styles={{ label: { overflow: 'visible' } }}>
                      {t('cards.default')}
                    </Badge>
                  ) : null}
                  {customerId ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      aria-label={t('cards.removeAria', { card: t('cards.card', { brand: brandName(c.brand), last4: c.last4 }) })}
                      onClick={() => setRemoving(c)}
                    >
                      {t('cards.remove')}
                    </Button>
                  ) : null}
                </Group>
              </Group>
            ))}
        </Stack>
      )}
      {autopay && cards?.length === 1 ? (
        <Text size="sm" c="gray.7" mt="sm">
          {t('cards.lastCardAutopay')}
        </Text>
      ) : null}
      {removing && customerId ? <RemoveCard card={removing} customerId={customerId} onClose={() => setRemoving(null)} /> : null}
    </Card>
  );
}
