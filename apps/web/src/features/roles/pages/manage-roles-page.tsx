// /club/<slug>/manage-roles (Role Permission Management): the admin role pre-selected, a
// checkbox per permission, save, add and delete (with a confirmation). Staff on a role get a change
// on their next request: the server reads permissions every time.
import { useState } from 'react';
import { Grid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { toast, type ToastKind } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { PermissionRow } from '@springboard/contract/roles';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useDeletePermission } from '../api/delete-permission';
import { usePermissions } from '../api/get-permissions';
import { useRolePermissions } from '../api/get-role-permissions';
import { useRoles } from '../api/get-roles';
import { useSetRolePermissions } from '../api/set-role-permissions';
import { AddPermissionForm } from '../components/add-permission-form';
import { PermissionChecklist } from '../components/permission-checklist';
import { initialRoleId, refusalText, tickedIds } from '../role-permissions';

export default function ManageRolesPage() {
  const { t } = useTranslation('roles');
  const { t: ta } = useTranslation('areas');
  const roles = useRoles();
  const all = usePermissions();
  const [chosen, setChosen] = useState<string | null>(null);
  const roleId = chosen ?? initialRoleId(roles.data ?? []);
  const held = useRolePermissions(roleId);
  const save = useSetRolePermissions();
  const remove = useDeletePermission();

  const notify = (kind: ToastKind, message: string) => toast(kind, message, { closeLabel: t('manage.close') });

  const onSave = async (ticked: ReadonlySet<string>) => {
    if (!roleId || !all.data) return;
    try {
      await save.mutateAsync({ roleId, permissionIds: tickedIds(all.data, ticked) });
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
        void remove.mutateAsync(p.id).then(
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
        <Grid gap="lg" maw={1200}>
          <Grid.Col span={{ base: 12, md: 7 }}>
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
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AddPermissionForm />
          </Grid.Col>
        </Grid>
      )}
    </>
  );
}
