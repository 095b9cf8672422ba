// The athletes list on the shared DataTable, paged by the server: search, sort, 5 per page, CSV,
// one card per athlete on a phone, and per row Edit (a link to the area's edit page) and Delete
// (after a confirmation). Staff and admins also see each athlete's family.
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Athlete } from '@springboard/contract/athletes';
import { formatDate } from '../../../lib/dates';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import type { PagedList } from '../../../components/data-table/use-paged-list';
import { translateKey } from '../../../lib/i18n';
import { enrollmentsText, useSlotWhen } from '../../../components/slot-picker/use-slot-when';
import { fullName } from '../athlete-form';

const rowId = (a: Athlete) => a.id;

type Props = {
  list: PagedList<Athlete>;
  /** membership id → "Ana Smith", when the caller may see every family. */
  families: ReadonlyMap<string, string> | null;
  editHref: (id: string) => string;
  deleting: ReadonlySet<string>;
  onDelete: (athlete: Athlete) => void;
};

export function AthletesTable({ list, families, editHref, deleting, onDelete }: Props) {
  const { t, i18n } = useTranslation('athletes');
  const lang = i18n.resolvedLanguage;
  const slotWhen = useSlotWhen();

  const { columns, actions } = useMemo(() => {
    const programs = (a: Athlete) => enrollmentsText(a.enrollments, slotWhen);
    const gender = (g: string) => (['Male', 'Female', 'Other'].includes(g) ? translateKey(t, `gender.${g}`) : g);
    const actions = (a: Athlete) => {
      const name = fullName(a);
      return (
        <Group gap="xs" wrap="nowrap" justify="flex-end">
          <Button
            component={Link}
            to={editHref(a.id)}
            size="xs"
            variant="light"
            leftSection={<IconEdit size={14} aria-hidden />}
            aria-label={t('list.editAria', { name })}
          >
            {t('list.edit')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            aria-label={t('list.deleteAria', { name })}
            loading={deleting.has(a.id)}
            onClick={() => onDelete(a)}
          >
            {t('list.delete')}
          </Button>
        </Group>
      );
    };
    const columns: DataColumn<Athlete>[] = [
      { id: 'name', header: t('list.columns.name'), value: (a) => `${a.last_name} ${a.first_name}`, text: fullName, sortKey: 'last_name' },
      ...(families
        ? [{ id: 'family', header: t('list.columns.family'), value: (a: Athlete) => families.get(a.membership_id) ?? '' }]
        : []),
      {
        id: 'date_of_birth',
        header: t('list.columns.date_of_birth'),
        value: (a) => a.date_of_birth,
        text: (a) => formatDate(a.date_of_birth, lang),
        nowrap: true,
        sortKey: 'date_of_birth',
      },
      { id: 'gender', header: t('list.columns.gender'), value: (a) => gender(a.gender), sortKey: 'gender' },
      {
        id: 'programs',
        header: t('list.columns.programs'),
        value: programs,
        text: (a) => programs(a) || t('list.noPrograms'),
      },
      { id: 'actions', header: t('list.columns.actions'), cell: actions, align: 'end' },
    ];
    return { columns, actions };
  }, [t, lang, slotWhen, families, editHref, deleting, onDelete]);

  return (
    <DataTable
      paged={list}
      columns={columns}
      getRowId={rowId}
      errorText={list.failed ? t('list.loadFailed') : null}
      emptyText={t('list.empty')}
      noMatchText={t('list.noMatch')}
      searchPlaceholder={t('list.searchPlaceholder')}
      csvFileName="athletes.csv"
      renderCard={(a) => (
        <>
          <Text fw={600}>{fullName(a)}</Text>
          {families ? (
            <Text size="sm" c="gray.7">
              {t('list.familyOf', { family: families.get(a.membership_id) ?? '' })}
            </Text>
          ) : null}
          <Text size="sm">{t('list.born', { date: formatDate(a.date_of_birth, lang) })}</Text>
          <Text size="sm">{enrollmentsText(a.enrollments, slotWhen) || t('list.noPrograms')}</Text>
          <Group justify="flex-end" mt="xs">
            {actions(a)}
          </Group>
        </>
      )}
    />
  );
}
