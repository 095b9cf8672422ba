// The account balance: minus the sum of the unpaid invoices, or 0; written one way everywhere
// ("You owe $170.00", "Credit $20.00", zero as "Nothing owed"). The caller gives the figure (the server's, or balanceOf of the
// invoices it shows), and it is shown only once known, never a stale or guessed one.
import { Card, Group, Loader, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BalanceText, type BalanceReader } from '../balance-text';
import { balanceState } from './invoice-state';
import { DARK_GREEN } from './invoices-table';

type Props = {
  balance: number | undefined;
  /** A sentence under the figure saying what it is. */
  explain?: boolean;
  /** The heading level where the card sits (2 on its own page, 3 inside a family's view). */
  order?: 2 | 3;
  testId?: string;
  /** The family reads "You owe …", staff "Owes …". */
  reader?: BalanceReader;
};

export function BalanceCard({ balance, explain, order = 2, testId = 'balance', reader = 'family' }: Props) {
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
          <Text fz={24} fw={700} c={owed ? 'red.9' : state === 'credit' ? DARK_GREEN : undefined} data-testid={testId}>
            <BalanceText dollars={balance} reader={reader} />
          </Text>
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
