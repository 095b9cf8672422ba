// Role Permission Management's left side: the role (admin pre-selected), and every permission
// of the club as a checkbox, ticked when the role holds it; "Save permissions" sends the ticked set.
// Each permission is shown by its name and description in the reader's language, never its code.
// The admin and member roles are shown read-only with the reason. A permission the club added before
// the list was fixed (it opens nothing) can be deleted from here after a confirmation; the built-in
// ones cannot.
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconInfoCircle, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PermissionRow, RoleRow } from '@springboard/contract/roles';
import { hasChanges, permissionDescription, permissionLabel, roleLabel } from '../role-permissions';

type Props = {
  roles: readonly RoleRow[];
  roleId: string;
  onRoleChange: (roleId: string) => void;
  all: readonly PermissionRow[];
  /** What the chosen role holds, once loaded. */
  held: readonly PermissionRow[] | undefined;
  saving: boolean;
  onSave: (ticked: ReadonlySet<string>) => void;
  onDelete: (p: PermissionRow) => void;
};

export function PermissionChecklist(props: Props) {
  const { t } = useTranslation('roles');
  const role = props.roles.find((r) => r.id === props.roleId);
  const roleName = role ? roleLabel(t, role.name) : '';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="role-permissions-heading">
      <Stack gap="md">
        <NativeSelect
          label={t('manage.role')}
          value={props.roleId}
          onChange={(e) => props.onRoleChange(e.currentTarget.value)}
          data={props.roles.map((r) => ({
            value: r.id,
            label: t('manage.roleOption', { role: roleLabel(t, r.name), count: r.user_count }),
          }))}
          maw={360}
        />
        <Title order={2} size="h3" id="role-permissions-heading">
          {t('manage.permissionsOf', { role: roleName })}
        </Title>
        {role && !role.editable && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />}>
            {t(role.name === 'admin' ? 'manage.fixed.admin' : 'manage.fixed.member')}
          </Alert>
        )}
        {props.held === undefined ? (
          <Skeleton h={260} radius="md" />
        ) : (
          // Keyed by role and by what it holds: switching roles or a saved change starts from the server's set.
          <Ticks
            key={`${props.roleId}:${props.held.map((p) => p.id).join(',')}`}
            {...props}
            held={props.held}
            editable={!!role?.editable}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Ticks({ all, held, editable, saving, onSave, onDelete }: Props & { held: readonly PermissionRow[]; editable: boolean }) {
  const { t } = useTranslation('roles');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(held.map((p) => p.id)));
  const changed = hasChanges(ticked, held);
  const toggle = (id: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  if (all.length === 0) return <Text c="dimmed">{t('manage.noPermissions')}</Text>;

  return (
    <Stack gap="md">
      <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {all.map((p, i) => {
          const label = permissionLabel(t, p);
          const description = permissionDescription(t, p);
          return (
            <Group
              key={p.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              align="flex-start"
              py="sm"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
            >
              <Checkbox
                checked={ticked.has(p.id)}
                onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                disabled={!editable || saving}
                label={
                  <Text component="span" fw={600} size="sm">
                    {label}
                  </Text>
                }
                description={description}
              />
              {p.built_in ? (
                <Badge variant="light" color="gray" size="sm" style={{ flexShrink: 0 }}>
                  {t('manage.builtIn')}
                </Badge>
              ) : (
                <Tooltip label={t('manage.delete')}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(p)}
                    aria-label={t('manage.deleteAria', { name: p.name })}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          );
        })}
      </Stack>
      {editable && (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed" aria-live="polite">
            {changed ? t('manage.unsaved') : ''}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!changed || saving} onClick={() => setTicked(new Set(held.map((p) => p.id)))}>
              {t('manage.undo')}
            </Button>
            <Button onClick={() => onSave(ticked)} loading={saving} disabled={!changed}>
              {t('manage.save')}
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
