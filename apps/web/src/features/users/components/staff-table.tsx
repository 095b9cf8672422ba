// Manage Staff's list: first name, last name, e-mail and role on the shared DataTable, paged by the
// server (search, sort, 5 a page, a card per person on a phone, CSV), with an Edit button (or a click on the row) that opens the dialog.
import { useMemo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@springboard/contract/users';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import type { PagedList } from '../../../components/data-table/use-paged-list';

const rowId = (u: User) => u.id;

type Props = { list: PagedList<User>; errorText: string | null; onEdit: (u: User) => void };

export function StaffTable({ list, errorText, onEdit }: Props) {
  const { t } = useTranslation('staff');

  const { columns, edit } = useMemo(() => {
    const edit = (u: User) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => onEdit(u)}
        aria-label={t('manage.editAria', { name: `${u.first_name} ${u.last_name}` })}
      >
        {t('manage.edit')}
      </Button>
    );
    const columns: DataColumn<User>[] = [
      { id: 'first_name', header: t('manage.columns.first_name'), value: (u) => u.first_name, sortKey: 'first_name' },
      { id: 'last_name', header: t('manage.columns.last_name'), value: (u) => u.last_name, sortKey: 'last_name' },
      { id: 'email', header: t('manage.columns.email'), value: (u) => u.email, sortKey: 'email' },
      { id: 'role', header: t('manage.columns.role'), value: (u) => u.role, text: (u) => t(`roles.${u.role}`), sortKey: 'role' },
      { id: 'action', header: t('manage.columns.action'), cell: edit, align: 'end' },
    ];
    return { columns, edit };
  }, [t, onEdit]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={errorText}
      emptyText={t('manage.empty')}
      noMatchText={t('manage.noMatch')}
      searchPlaceholder={t('manage.searchPlaceholder')}
      csvFileName="staff.csv"
      onRowClick={onEdit}
      renderCard={(u) => (
        <Group justify="space-between" wrap="nowrap" align="center">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600}>
              {u.first_name} {u.last_name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {u.email}
            </Text>
            <Text size="sm">{t(`roles.${u.role}`)}</Text>
          </div>
          <div style={{ flexShrink: 0 }}>{edit(u)}</div>
        </Group>
      )}
    />
  );
}
