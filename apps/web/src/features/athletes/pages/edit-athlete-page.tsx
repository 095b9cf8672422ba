// */athlete/edit/{athleteId} of the admin, staff and member areas: Edit Athlete, the athlete's skills
// and level (admins, and staff holding evaluate_skills), then the attendance details per enrollment.
// Staff need Manage Athletes (the operations do); a member reaches only their own family's athletes
// (another's is "Athlete not found").
import { Link, useParams } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { programOperations } from '@springboard/contract/operations/programs';
import { Can } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { MedicalSection } from '../../../components/medical/medical-form';
import { AthleteSkillsSection } from '../../../components/skills/athlete-skills-section';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useOperation } from '../../../lib/operations';
import { fullName } from '../athlete-form';
import { AttendanceDetails } from '../components/attendance-details';
import { EditAthleteForm } from '../components/edit-athlete-form';
import { useAthleteLinks } from '../use-athlete-links';

function EditAthlete({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation(['athletes', 'areas']);
  // Another family's athlete is a 404 ("Athlete not found"): shown at once, not retried.
  const athlete = useOperation(athleteOperations.get, { params: { id: athleteId } }, { retry: false });
  const programs = useOperation(programOperations.withSlots, {});
  const links = useAthleteLinks();
  const { isStaff, isMember } = useAuth();
  const back = (
    <Button
      component={Link}
      to={links.list}
      variant="default"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
      w="fit-content"
    >
      {t('athletes:edit.back')}
    </Button>
  );

  if (athlete.isLoading || programs.isLoading) return <Loading h="40vh" />;
  if (athlete.isError || !athlete.data) {
    const notFound = athlete.error instanceof ApiError && athlete.error.status === 404;
    return (
      <Stack gap="md">
        <PageHeader title={t('areas:pages.editAthlete')} />
        <EmptyState tone="error" text={notFound ? t('athletes:edit.notFound') : t('athletes:edit.loadFailed')} />
        {back}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <PageHeader title={t('areas:pages.editAthlete')} lead={fullName(athlete.data)} />
      {back}
      {programs.isError ? (
        <Alert color="red" variant="light">
          {t('athletes:form.programsFailed')}
        </Alert>
      ) : null}
      <EditAthleteForm key={athlete.data.id} athlete={athlete.data} programs={programs.data ?? []} />
      {isStaff ? (
        <Can permission="view_medical_info">
          <MedicalSection athleteId={athlete.data.id} athleteName={fullName(athlete.data)} />
        </Can>
      ) : (
        <MedicalSection athleteId={athlete.data.id} athleteName={fullName(athlete.data)} />
      )}
      {!isMember && (
        <Can permission="evaluate_skills">
          <AthleteSkillsSection athleteId={athlete.data.id} name={fullName(athlete.data)} />
        </Can>
      )}
      <AttendanceDetails athleteId={athlete.data.id} />
    </Stack>
  );
}

export default function EditAthletePage() {
  const { athleteId = '' } = useParams();
  const { isStaff } = useAuth();
  const { t } = useTranslation(['areas', 'common']);
  if (!isStaff) return <EditAthlete athleteId={athleteId} />;
  return (
    <Can
      permission="manage_athletes_page"
      pending={<Loading h="40vh" />}
      fallback={
        <>
          <PageHeader title={t('areas:pages.editAthlete')} />
          <Alert variant="light" color="gray">
            {t('common:noAccess')}
          </Alert>
        </>
      }
    >
      <EditAthlete athleteId={athleteId} />
    </Can>
  );
}
