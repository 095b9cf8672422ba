// member/update-card: the family's saved cards (each removable) and the form that replaces the card
// charges use.
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { paymentOperations } from '@springboard/contract/operations/payments';
import { EmptyState } from '../../../components/empty-state';
import { serverText } from '../../../components/invoices/server-text';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { useOperation } from '../../../lib/operations';
import { SavedCards } from '../components/saved-cards';
import { UpdateCardForm } from '../components/update-card-form';

export default function UpdateCardPage() {
  const { t } = useTranslation('payments');
  const { t: ti } = useTranslation('invoices');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  // The family's e-mail and provider customer, for its cards (none without a customer).
  const membership = useOperation(membershipOperations.mine, {}, { enabled: !!user?.membership_id, retry: false });
  const customerId = membership.data?.stripe_customer_id ?? null;
  const cards = useOperation(paymentOperations.savedCards, customerId ? { params: { id: customerId } } : null);
  return (
    <Stack gap={0}>
      <PageHeader title={ta('pages.updateCard')} lead={t('update.lead')} />
      {membership.isLoading ? (
        <Loading h={200} />
      ) : !membership.data ? (
        <EmptyState tone="error" text={ti('loadError', { message: membership.error ? serverText(membership.error, ti) : '' })} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SavedCards
              cards={customerId ? cards.data : []}
              loading={!!customerId && cards.isLoading}
              error={cards.isError ? serverText(cards.error, ti) : null}
              customerId={customerId}
              autopay={membership.data.settings.autoPayment}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <UpdateCardForm customerId={customerId} email={membership.data.email} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
