// The split view of one family: on the left the profile form and the Send Email panel; on
// the right the balance, the athletes, the make-up tokens (manage_makeups), the invoices, payments (with refunds and the statement's link)
// and credits, and the manual invoice form. The invoice parts
// follow their own permissions (View Invoice, Generate Invoice). One column on a phone, where the
// balance is also said under the family's name (its card comes after the forms).
import { BalanceText } from '../../../components/balance-text';
import { Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { useOperation } from '../../../lib/operations';
import { BalanceCard } from './balance-card';
import { ManualInvoiceForm } from './manual-invoice-form';
import { MembershipAthletes } from './membership-athletes';
import { MembershipInvoices } from './membership-invoices';
import { MembershipPayments } from './membership-payments';
import { FamilyCredits } from '../../../components/credits/family-credits';
import { ProfileForm } from './profile-form';
import { SendEmailPanel } from './send-email-panel';
import { FamilyGuardians } from '../../../components/guardians/family-guardians';
import { FamilyTokens } from '../../../components/makeups/family-tokens';

export function MembershipSplitView({ membershipId, onBack }: { membershipId: string; onBack: () => void }) {
  const { t } = useTranslation('memberships');
  // An unknown id is a 404, shown at once rather than retried.
  const membership = useOperation(membershipOperations.get, { params: { id: membershipId } }, { retry: false });
  const back = (
    <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack} w="fit-content">
      {t('split.back')}
    </Button>
  );

  if (membership.isError) {
    const notFound = membership.error instanceof ApiError && membership.error.status === 404;
    return (
      <Stack gap="md">
        {back}
        <EmptyState tone="error" text={notFound ? t('split.notFound') : t('split.loadFailed')} />
      </Stack>
    );
  }
  const m = membership.data;
  return (
    <Stack gap="md">
      {back}
      {m ? (
        <div>
          <Title order={2}>{`${m.first_name} ${m.last_name}`}</Title>
          <Group gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {m.email}
            </Text>
            <Text size="sm" c="gray.7">
              · {t('split.id', { id: m.id.slice(0, 6) })}
            </Text>
          </Group>
          <Text size="sm" hiddenFrom="md" mt={4}>
            {t('balance.title')}:{' '}
            <Text span fw={700} c={m.balance < 0 ? 'red.9' : undefined}>
              <BalanceText dollars={m.balance} reader="staff" />
            </Text>
          </Text>
        </div>
      ) : null}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {m ? (
            <Stack gap="md">
              <ProfileForm key={m.id} membership={m} />
              <SendEmailPanel to={m.email} />
              <FamilyGuardians membershipId={m.id} canManage />
            </Stack>
          ) : (
            <Loading h={200} />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <BalanceCard membership={m} loading={!m} />
            <MembershipAthletes membershipId={membershipId} />
            <Can permission="manage_makeups">
              <FamilyTokens membershipId={membershipId} />
            </Can>
            <Can permission="view_membership_invoices">
              <MembershipInvoices membershipId={membershipId} />
              <MembershipPayments membershipId={membershipId} />
              <FamilyCredits membershipId={membershipId} family={m ? `${m.first_name} ${m.last_name}` : ''} />
            </Can>
            <Can permission="generate_invoice_page">
              <ManualInvoiceForm membershipId={membershipId} />
            </Can>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
