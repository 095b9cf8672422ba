// The club's programs on the shared DataTable: name, key, ages, class duration, slots with their day
// and time, athletes enrolled, and an Edit button; on a phone one card per program.
import { useMemo } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS, type ProgramWithSlots, type Slot } from '@springboard/contract/programs';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';

const rowId = (p: ProgramWithSlots) => p.id;
const INITIAL_SORT = { id: 'label' };

type Props = { rows: readonly ProgramWithSlots[]; loading: boolean; failed: boolean; onEdit: (p: ProgramWithSlots) => void };

export function ProgramsTable({ rows, loading, failed, onEdit }: Props) {
  const { t, i18n } = useTranslation('programs');
  const lang = i18n.resolvedLanguage;

  const { columns, slotText, edit, enrolled, hours } = useMemo(() => {
    const hours = (h: number) => t('hours', { hours: h.toLocaleString(lang === 'es' ? 'es' : 'en') });
    const slotText = (s: Slot) => {
      const day = s.days[0];
      return day ? `${s.slot_id}: ${t(`days.${day}`)} ${s.times[DAYS.indexOf(day)] ?? ''}` : s.slot_id;
    };
    const enrolled = (p: ProgramWithSlots) => p.slots.reduce((n, s) => n + s.enrolled, 0);
    const edit = (p: ProgramWithSlots) => (
      <Button size="xs" variant="light" onClick={() => onEdit(p)} aria-label={t('manage.editAria', { program: p.label })}>
        {t('manage.edit')}
      </Button>
    );
    const columns: DataColumn<ProgramWithSlots>[] = [
      {
        id: 'label',
        header: t('manage.columns.label'),
        value: (p) => p.label,
        cell: (p) => (
          <Text fw={600} size="sm">
            {p.label}
          </Text>
        ),
      },
      { id: 'key', header: t('manage.columns.key'), value: (p) => p.key },
      {
        id: 'ages',
        header: t('manage.columns.ages'),
        value: (p) => p.min_age,
        text: (p) => t('ages', { min: p.min_age, max: p.max_age }),
      },
      {
        id: 'duration',
        header: t('manage.columns.duration'),
        value: (p) => p.duration_hours,
        text: (p) => hours(p.duration_hours),
      },
      {
        id: 'slots',
        header: t('manage.columns.slots'),
        value: (p) => p.slots.length,
        text: (p) => p.slots.map(slotText).join('; '),
        cell: (p) => (
          <Stack gap={0}>
            {p.slots.map((s) => (
              <Text key={s.id} size="sm">
                {slotText(s)}
              </Text>
            ))}
          </Stack>
        ),
      },
      { id: 'enrolled', header: t('manage.columns.enrolled'), value: enrolled, align: 'end' },
      { id: 'action', header: t('manage.columns.action'), cell: edit },
    ];
    return { columns, slotText, edit, enrolled, hours };
  }, [t, lang, onEdit]);

  return (
    <DataTable
      rows={rows}
      columns={columns}
      getRowId={rowId}
      initialSort={INITIAL_SORT}
      loading={loading}
      errorText={failed ? t('manage.loadFailed') : null}
      emptyText={t('manage.empty')}
      noMatchText={t('manage.noMatch')}
      searchPlaceholder={t('manage.searchPlaceholder')}
      csvFileName="programs.csv"
      renderCard={(p) => (
        <>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{p.label}</Text>
              <Text size="sm" c="gray.7">
                {p.key} · {t('manage.columns.ages')} {t('ages', { min: p.min_age, max: p.max_age })} · {hours(p.duration_hours)}
              </Text>
            </div>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('slots.enrolled', { count: enrolled(p) })}
            </Text>
          </Group>
          <Stack gap={0} mt="xs">
            {p.slots.map((s) => (
              <Text key={s.id} size="sm">
                {slotText(s)}
              </Text>
            ))}
          </Stack>
          <Group justify="flex-end" mt="xs">
            {edit(p)}
          </Group>
        </>
      )}
    />
  );
}
