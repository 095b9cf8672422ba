// /club/<slug>/admin/manage-users (Manage User Roles): every user but the signed-in admin with
// a role drop-down. A change is confirmed first (it signs the person out), then "Role updated" or
// "Failed to update role: {message}" (the last admin cannot be demoted).
import { useCallback, useMemo, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { Role } from '@springboard/contract/permissions';
import type { User } from '@springboard/contract/users';
import { roleOperations } from '@springboard/contract/operations/roles';
import { userOperations } from '@springboard/contract/operations/users';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { useAuth } from '../../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { UsersRolesTable } from '../components/users-roles-table';
import { refusalText, otherUsers, roleLabel } from '../role-permissions';

/** Toast text in the body colour: Mantine's dimmed grey description is below WCAG AA contrast. */

export default function ManageUsersPage() {
  const { t } = useTranslation('roles');
  const { t: ta } = useTranslation('areas');
  const { user: me } = useAuth();
  const users = useOperation(userOperations.list, { query: {} });
  // The server moves role and role_id together and refuses to demote the last admin. Users and
  // roles (their user counts) refresh after it either way.
  const { mutateAsync: updateRole } = useOperationMutation(userOperations.update, {
    invalidates: [userOperations, roleOperations.roles],
  });
  const [saving, setSaving] = useState<ReadonlySet<string>>(() => new Set());

  const mark = (id: string, on: boolean) =>
    setSaving((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const apply = useCallback(
    async (u: User, role: Role) => {
      mark(u.id, true);
      try {
        await updateRole({ params: { id: u.id }, body: { role } });
        toast('success', t('users.updated'), { closeLabel: t('users.close') });
      } catch (err) {
        toast('error', t('users.updateFailed', { message: refusalText(t, err) }), {
          closeLabel: t('users.close'),
        });
      } finally {
        mark(u.id, false);
      }
    },
    [t, updateRole],
  );

  const ask = useCallback(
    (u: User, role: Role) => {
      if (role === u.role) return;
      const name = `${u.first_name} ${u.last_name}`.trim();
      modals.openConfirmModal({
        title: t('users.confirmTitle'),
        children: (
          <Stack gap="xs">
            <Text size="sm">{t('users.confirmText', { name, role: roleLabel(t, role), from: roleLabel(t, u.role) })}</Text>
            {role === 'admin' && <Text size="sm">{t('users.confirmAdmin')}</Text>}
          </Stack>
        ),
        labels: { confirm: t('users.confirm'), cancel: t('users.cancel') },
        closeButtonProps: { 'aria-label': t('users.close') },
        onConfirm: () => void apply(u, role),
      });
    },
    [t, apply],
  );

  const rows = useMemo(() => otherUsers(users.data ?? [], me?.id), [users.data, me?.id]);

  return (
    <>
      <PageHeader title={ta('pages.manageUsers')} lead={t('users.lead')} />
      <UsersRolesTable
        rows={rows}
        loading={users.isLoading}
        errorText={users.isError ? t('users.loadFailed', { message: errorMessage(users.error) }) : null}
        saving={saving}
        onChange={ask}
      />
    </>
  );
}
