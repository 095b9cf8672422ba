// /club/<slug>/admin/manage-staff (Manage Staff): the staff list, 5 a page, and an edit dialog
// per person (names, role, an optional new password).
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@springboard/contract/users';
import { userOperations } from '@springboard/contract/operations/users';
import { paths } from '../../../config/paths';
import { usePagedList } from '../../../components/data-table/use-paged-list';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/server-messages';
import { useTenant } from '../../../lib/tenant-context';
import { EditStaffDialog } from '../components/edit-staff-dialog';
import { StaffTable } from '../components/staff-table';

export default function ManageStaffPage() {
  const { t } = useTranslation('staff');
  const { t: ta } = useTranslation('areas');
  const { club } = useTenant();
  const staff = usePagedList(userOperations.list, { query: { role: 'staff' } });
  const [editing, setEditing] = useState<User | null>(null);
  const close = useCallback(() => setEditing(null), []);

  return (
    <>
      <PageHeader title={ta('pages.manageStaff')} lead={t('manage.lead')}>
        <Button
          component={Link}
          to={paths.admin.addStaff.href(club)}
          variant="light"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('manage.add')}
        </Button>
      </PageHeader>
      <StaffTable
        list={staff}
        errorText={staff.failed ? t('manage.loadFailed', { message: errorMessage(staff.error) }) : null}
        onEdit={setEditing}
      />
      <EditStaffDialog user={editing} onClose={close} />
    </>
  );
}
