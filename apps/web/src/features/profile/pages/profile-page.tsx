// /profile (any signed-in user), in the layout of the user's role: staff and admins change
// their own name and password here; a member's profile is Manage Profile, where this sends them.
import { Navigate } from 'react-router';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { NameCard } from '../components/name-card';
import { PasswordCard } from '../components/password-card';

export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('areas');
  const { club } = useTenant();
  const { user, isAdmin, isStaff } = useAuth();
  if (!user) return null;
  if (!isAdmin && !isStaff) return <Navigate to={paths.member.manageProfile.href(club)} replace />;
  return (
    <Stack gap="md">
      <PageHeader title={ta('pages.profile')} lead={t('staff.lead')} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <NameCard key={user.id} user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PasswordCard email={user.email} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
