// The account balance of the open family (02 §4): minus the sum of its unpaid invoices, or 0. Shown
// once GET /memberships/{id} has answered, never a stale or guessed figure.
import { Badge, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { Money } from '../../../components/money';
import { balanceState } from '../membership-form';

/** Mantine's green.9 is 4.4:1 on white, under AA for a small badge; this one is 6:1. */
const DARK_GREEN = '#237032';

export function BalanceCard({ membership, loading }: { membership: Membership | undefined; loading: boolean }) {
  const { t } = useTranslation('memberships');
  const state = membership ? balanceState(membership.balance) : null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="balance-title">
      <Title order={3} size="h4" id="balance-title" mb="xs">
        {t('balance.title')}
      </Title>
      {loading || !membership ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {t('balance.loading')}
          </Text>
        </Group>
      ) : (
        <Group justify="space-between" align="center">
          <Text fz={28} fw={700} c={state === 'owed' ? 'red.9' : DARK_GREEN} data-testid="membership-balance">
            <Money dollars={membership.balance} />
          </Text>
          <Badge color={state === 'owed' ? 'red.9' : DARK_GREEN} variant="outline">
            {state === 'owed' ? t('balance.owed') : t('balance.credit')}
          </Badge>
        </Group>
      )}
    </Card>
  );
}
