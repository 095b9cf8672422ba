// The open family's athletes with their programs; Edit opens the athlete's edit page for staff who
// may manage athletes (and admins).
import { Link } from 'react-router';
import { Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { useCan } from '../../../components/can';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation } from '../../../lib/operations';
import { enrollmentsText, useSlotWhen } from '../../../components/slot-picker/use-slot-when';

export function MembershipAthletes({ membershipId }: { membershipId: string }) {
  const { t } = useTranslation('memberships');
  const slotWhen = useSlotWhen();
  const { club } = useTenant();
  const { isAdmin } = useAuth();
  const canEdit = useCan('manage_athletes_page');
  const athletes = useOperation(athleteOperations.listOfMembership, { params: { id: membershipId } });
  const editHref = (id: string) => (isAdmin ? paths.admin.athleteEdit.href(club, id) : paths.staff.athleteEdit.href(club, id));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="family-athletes-title">
      <Title order={3} size="h4" id="family-athletes-title" mb="xs">
        {t('athletes.title')}
      </Title>
      {athletes.isLoading ? (
        <Loader size="sm" aria-label={t('athletes.loading')} />
      ) : athletes.isError ? (
        <EmptyState tone="error" text={t('athletes.failed')} />
      ) : !athletes.data?.length ? (
        <Text size="sm">{t('athletes.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {athletes.data.map((a) => {
            const name = [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');
            return (
              <Group key={a.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600}>{name}</Text>
                  <Text size="sm" c="gray.7">
                    {t('athletes.born')} <DateText value={a.date_of_birth} />
                  </Text>
                  <Text size="sm">
                    {a.enrollments.length ? enrollmentsText(a.enrollments, slotWhen) : t('athletes.noPrograms')}
                  </Text>
                </div>
                {canEdit ? (
                  <Button
                    component={Link}
                    to={editHref(a.id)}
                    size="xs"
                    variant="light"
                    aria-label={t('athletes.editAria', { name })}
                  >
                    {t('athletes.edit')}
                  </Button>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
