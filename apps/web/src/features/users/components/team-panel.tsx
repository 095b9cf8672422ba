// Beside Add New Staff: who is on the team already (the most recent few, with a way to all of them),
// and where staff access is decided, so the admin's first screen shows the club at a glance.
import { Link } from 'react-router';
import { Anchor, Avatar, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@springboard/contract/users';
import { userOperations } from '@springboard/contract/operations/users';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/server-messages';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation } from '../../../lib/operations';

const RECENT = 5;

const initials = (u: User) => `${u.first_name.charAt(0)}${u.last_name.charAt(0)}`.toUpperCase();

export function TeamPanel() {
  const { t } = useTranslation('staff');
  const { club } = useTenant();
  const staff = useOperation(userOperations.list, { query: { role: 'staff' } });
  const rows = staff.data ?? [];
  const recent = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, RECENT);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="team-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="team-heading">
            {t('team.title')}
          </Title>
          {staff.isSuccess && rows.length > 0 && <Text fw={600}>{t('team.count', { count: rows.length })}</Text>}
          {staff.isLoading && <Skeleton h={120} radius="md" />}
          {staff.isError && (
            <Text c="red.8" role="alert">
              {t('team.loadFailed', { message: errorMessage(staff.error) })}
            </Text>
          )}
          {staff.isSuccess && rows.length === 0 && (
            <Stack gap={4}>
              <Text>{t('team.empty')}</Text>
              <Text size="sm" c="dimmed">
                {t('team.emptyHint')}
              </Text>
            </Stack>
          )}
          {recent.length > 0 && (
            <>
              <Text size="sm" c="dimmed">
                {t('team.recent')}
              </Text>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {recent.map((u) => (
                  <Group key={u.id} component="li" gap="sm" wrap="nowrap">
                    <Avatar radius="xl" color="club" aria-hidden>
                      {initials(u)}
                    </Avatar>
                    <div style={{ minWidth: 0 }}>
                      <Text fw={600} truncate>
                        {u.first_name} {u.last_name}
                      </Text>
                      <Text size="sm" c="dimmed" truncate>
                        {u.email}
                      </Text>
                    </div>
                  </Group>
                ))}
              </Stack>
            </>
          )}
          <Anchor component={Link} to={paths.admin.manageStaff.href(club)} fw={600}>
            <Group gap={4} component="span">
              {t('team.manage')}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="access-heading">
        <Stack gap="sm">
          <Title order={2} size="h3" id="access-heading">
            {t('team.accessTitle')}
          </Title>
          <Text size="sm">{t('team.accessText')}</Text>
          <List spacing={4} size="sm" listStyleType="none" p={0}>
            <List.Item>
              <Anchor component={Link} to={paths.admin.manageRoles.href(club)}>
                {t('team.permissionsLink')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.admin.manageUsers.href(club)}>
                {t('team.rolesLink')}
              </Anchor>
            </List.Item>
          </List>
        </Stack>
      </Paper>
    </Stack>
  );
}
