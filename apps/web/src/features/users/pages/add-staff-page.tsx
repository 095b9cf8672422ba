// /club/<slug>/admin/add-staff (Add New Staff): where an admin lands after signing in. The
// form on one side; the team so far and where access is decided on the other (below it on a phone).
import { Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AddStaffForm } from '../components/add-staff-form';
import { TeamPanel } from '../components/team-panel';

export default function AddStaffPage() {
  const { t } = useTranslation('staff');
  const { t: ta } = useTranslation('areas');
  return (
    <>
      <PageHeader title={ta('pages.addStaff')} lead={t('addStaff.lead')} />
      <Grid gap="lg" maw={1200}>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AddStaffForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TeamPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}
