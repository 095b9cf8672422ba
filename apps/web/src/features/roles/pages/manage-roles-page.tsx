// /club/<slug>/manage-roles (Role Permission Management): the admin role pre-selected, a
// checkbox per permission (by name and description), save, and delete of a permission the club added
// before the list was fixed (with a confirmation); none can be added. Staff on a role get a change
// on their next request: the server reads permissions every time.
import { useState } from 'react';
import { Box, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toast, type ToastKind } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { PermissionRow } from '@springboard/contract/roles';
import { roleOperations } from '@springboard/contract/operations/roles';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useOperation, useOperationCache, useOperationMutation } from '../../../lib/operations';
import { PermissionChecklist } from '../components/permission-checklist';
import { initialRoleId, refusalText, tickedIds } from '../role-permissions';

export default function ManageRolesPage() {
  const { t } = useTranslation('roles');
  const { t: ta } = useTranslation('areas');
  const roles = useOperation(roleOperations.roles, {});
  const all = useOperation(roleOperations.permissions, {});
  const [chosen, setChosen] = useState<string | null>(null);
  const roleId = chosen ?? initialRoleId(roles.data ?? []);
  const held = useOperation(roleOperations.rolePermissions, roleId ? { params: { roleId } } : null);
  const cache = useOperationCache();
  // The role's whole set: the answer is what it holds now.
  const save = useOperationMutation(roleOperations.setRolePermissions, {
    onSuccess: (saved, input) => cache.set(roleOperations.rolePermissions, { params: input.params }, saved),
    invalidates: [roleOperations.rolePermissions],
  });
  // Taken from every role too (the six built-in ones are refused).
  const remove = useOperationMutation(roleOperations.deletePermission, { invalidates: [roleOperations] });

  const notify = (kind: ToastKind, message: string) => toast(kind, message, { closeLabel: t('manage.close') });

  const onSave = async (ticked: ReadonlySet<string>) => {
    if (!roleId || !all.data) return;
    try {
      await save.mutateAsync({ params: { roleId }, body: { permission_ids: tickedIds(all.data, ticked) } });
      notify('success', t('manage.saved'));
    } catch (err) {
      notify('error', t('manage.saveFailed', { message: refusalText(t, err) }));
    }
  };

  const onDelete = (p: PermissionRow) =>
    modals.openConfirmModal({
      title: t('manage.deleteTitle'),
      children: <Text size="sm">{t('manage.deleteText', { name: p.name })}</Text>,
      labels: { confirm: t('manage.deleteConfirm'), cancel: t('manage.cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('manage.close') },
      onConfirm: () =>
        void remove.mutateAsync({ params: { id: p.id } }).then(
          () => notify('success', t('manage.deleted')),
          (err: unknown) => notify('error', t('manage.deleteFailed', { message: refusalText(t, err) })),
        ),
    });

  const failed = roles.error ?? all.error ?? held.error;

  return (
    <>
      <PageHeader title={ta('pages.manageRoles')} lead={t('manage.lead')} />
      {failed ? (
        <EmptyState tone="error" text={t('manage.loadFailed', { message: refusalText(t, failed) })} />
      ) : roles.isLoading || all.isLoading || !roleId ? (
        <Loading h={240} />
      ) : (
        <Box maw={820}>
          <PermissionChecklist
            roles={roles.data ?? []}
            roleId={roleId}
            onRoleChange={setChosen}
            all={all.data ?? []}
            held={held.data}
            saving={save.isPending}
            onSave={(ticked) => void onSave(ticked)}
            onDelete={onDelete}
          />
        </Box>
      )}
    </>
  );
}
