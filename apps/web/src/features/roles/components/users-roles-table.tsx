// Manage User Roles' list: everyone but the signed-in admin, searchable, 5 a page, with a
// role drop-down per person. The drop-down shows the saved role; a change is asked for (onChange)
// and only appears once the server has it.
import { useMemo } from 'react';
import { Group, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ROLES, type Role } from '@springboard/contract/permissions';
import type { User } from '@springboard/contract/users';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { roleLabel } from '../role-permissions';

const rowId = (u: User) => u.id;
const INITIAL_SORT = { id: 'name' };
const fullName = (u: User) => `${u.first_name} ${u.last_name}`.trim();

type Props = {
  rows: readonly User[];
  loading: boolean;
  errorText: string | null;
  saving: ReadonlySet<string>;
  onChange: (user: User, role: Role) => void;
};

export function UsersRolesTable({ rows, loading, errorText, saving, onChange }: Props) {
  const { t } = useTranslation('roles');

  const { columns, select } = useMemo(() => {
    const select = (u: User) => (
      <NativeSelect
        size="xs"
        w={170}
        aria-label={t('users.roleAria', { name: fullName(u) })}
        value={u.role}
        disabled={saving.has(u.id)}
        onChange={(e) => onChange(u, e.currentTarget.value as Role)}
        data={[
          ...(u.role === 'user' ? [{ value: 'user', label: roleLabel(t, 'user'), disabled: true }] : []),
          ...ROLES.map((r) => ({ value: r, label: roleLabel(t, r) })),
        ]}
      />
    );
    const columns: DataColumn<User>[] = [
      { id: 'name', header: t('users.columns.name'), value: fullName },
      { id: 'email', header: t('users.columns.email'), value: (u) => u.email },
      { id: 'role', header: t('users.columns.role'), value: (u) => u.role, text: (u) => roleLabel(t, u.role), cell: select },
    ];
    return { columns, select };
  }, [t, saving, onChange]);

  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={rowId}
      initialSort={INITIAL_SORT}
      loading={loading}
      errorText={errorText}
      emptyText={t('users.empty')}
      noMatchText={t('users.noMatch')}
      searchPlaceholder={t('users.searchPlaceholder')}
      csvFileName="user-roles.csv"
      renderCard={(u) => (
        <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} truncate>
              {fullName(u)}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {u.email}
            </Text>
          </div>
          <div style={{ flexShrink: 0 }}>{select(u)}</div>
        </Group>
      )}
    />
  );
}
