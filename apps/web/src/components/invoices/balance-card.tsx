// The account balance: minus the sum of the unpaid invoices, or 0; zero or above reads as
// credit, below zero as owed. The caller gives the figure (the server's, or balanceOf of the
// invoices it shows), and it is shown only once known, never a stale or guessed one.
import { Badge, Card, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Money } from '../money';
import { balanceState } from './invoice-state';
import { DARK_GREEN } from './invoices-table';

type Props = {
  balance: number | undefined;
  /** A sentence under the figure saying what it is. */
  explain?: boolean;
  /** The heading level where the card sits (2 on its own page, 3 inside a family's view). */
  order?: 2 | 3;
  testId?: string;
};

export function BalanceCard({ balance, explain, order = 2, testId = 'balance' }: Props) {
  const { t } = useTranslation('invoices');
  const state = balance === undefined ? null : balanceState(balance);
  const owed = state === 'owed';
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="balance-title">
      <Title order={order} size="h4" id="balance-title" mb="xs">
        {t('balance.title')}
      </Title>
      {balance === undefined ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          <Text size="sm" role="status">
            {t('balance.loading')}
          </Text>
        </Group>
      ) : (
        <>
          <Group justify="space-between" align="center">
            <Text fz={28} fw={700} c={owed ? 'red.9' : DARK_GREEN} data-testid={testId}>
              <Money dollars={balance} />
            </Text>
            {state === 'settled' ? null : (
              <Badge color={owed ? 'red.9' : DARK_GREEN} variant="outline">
                {owed ? t('balance.owed') : t('balance.credit')}
              </Badge>
            )}
          </Group>
          {explain ? (
            <Text size="sm" c="gray.7" mt="xs">
              {t('balance.explain')}
            </Text>
          ) : null}
        </>
      )}
    </Card>
  );
}
