// member/manage-profile: the family's profile form, the sign-in
// credentials (own password change) and Manage Payments with the autopay switch. An invited
// guardian changes their own name here; the family's details are shown to them, not editable
// (only the first guardian changes them).
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth-context';
import { FamilyGuardians } from '../../../components/guardians/family-guardians';
import { useOperation } from '../../../lib/operations';
import { AutopayCard } from '../components/autopay-card';
import { MemberProfileCard } from '../components/member-profile-card';
import { FamilyDetailsCard } from '../components/family-details-card';
import { NameCard } from '../components/name-card';
import { PasswordCard } from '../components/password-card';
import { FamilyCalendarCard } from '../../../components/family-rights/family-calendar-card';
import { FamilyDataCard } from '../../../components/family-rights/family-data-card';

export default function ManageProfilePage() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  const membership = useOperation(membershipOperations.mine, {}, { enabled: !!user?.membership_id, retry: false });

  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.manageProfile')} lead={t('manage.lead')} />
      {membership.isLoading ? (
        <Loading h="30vh" />
      ) : !membership.data ? (
        <EmptyState tone="error" text={t('manage.loadFailed')} />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            {membership.data.user_id === user?.id || !user ? (
              <MemberProfileCard key={membership.data.id} membership={membership.data} />
            ) : (
              <Stack gap="md">
                <NameCard user={user} />
                <FamilyDetailsCard membership={membership.data} />
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <PasswordCard email={user?.email ?? membership.data.email} />
              <AutopayCard membership={membership.data} />
              {/* The first guardian invites and removes the others; every guardian sees who they are. */}
              <FamilyGuardians membershipId={membership.data.id} canManage={membership.data.user_id === user?.id} />
              <FamilyCalendarCard />
              <FamilyDataCard />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
