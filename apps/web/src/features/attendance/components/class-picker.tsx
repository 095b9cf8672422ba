// Mark Attendance's pickers: a program, one of its time slots and the class date. The date
// offers only the days the slot meets, up to today.
import { Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { AttendanceProgram } from '@springboard/contract/attendance';
import { NO_CLASS } from '@springboard/contract/programs';
import { comingLimit, lastClassDay, weekdayOf } from '../attendance-model';

export type ClassChoice = { programId: string | null; slotId: string | null; date: string | null };

/** "YTH-MON-4PM · 4:00 PM - 5:00 PM": the slot's code and its class time. */
export function slotLabel(s: AttendanceProgram['slots'][number]): string {
  const time = s.times.find((x) => x !== NO_CLASS);
  return time ? `${s.slot_id} · ${time}` : s.slot_id;
}

export function ClassPicker({
  programs,
  value,
  today,
  onChange,
}: {
  programs: readonly AttendanceProgram[];
  value: ClassChoice;
  today: string;
  onChange: (next: ClassChoice) => void;
}) {
  const { t, i18n } = useTranslation('attendance');
  const program = programs.find((p) => p.id === value.programId) ?? null;
  const slot = program?.slots.find((s) => s.id === value.slotId) ?? null;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="class-picker-title" mb="lg">
      <Title order={2} size="h4" id="class-picker-title" mb="sm">
        {t('pickers.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('pickers.program')}
          placeholder={t('pickers.programPlaceholder')}
          data={programs.map((p) => ({ value: p.id, label: p.label }))}
          value={value.programId}
          onChange={(id) => {
            const next = programs.find((p) => p.id === id);
            // A program with one slot: that slot, on its latest class day.
            const only = next?.slots.length === 1 ? next.slots[0]! : null;
            onChange({ programId: id, slotId: only?.id ?? null, date: only ? lastClassDay(only.days, today) : null });
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('pickers.noPrograms')}
        />
        <Select
          label={t('pickers.slot')}
          placeholder={t('pickers.slotPlaceholder')}
          data={(program?.slots ?? []).map((s) => ({ value: s.id, label: slotLabel(s) }))}
          value={value.slotId}
          onChange={(id) => {
            const next = program?.slots.find((s) => s.id === id);
            onChange({ ...value, slotId: id, date: next ? lastClassDay(next.days, today) : null });
          }}
          disabled={!program}
          allowDeselect={false}
        />
        <DateInput
          label={t('pickers.date')}
          description={t('pickers.dateHint')}
          value={value.date}
          onChange={(d) => onChange({ ...value, date: d })}
          valueFormat="YYYY-MM-DD"
          maxDate={comingLimit(today)}
          excludeDate={(d) => !slot?.days.includes(weekdayOf(String(d).slice(0, 10)))}
          disabled={!slot}
          locale={i18n.language}
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Paper>
  );
}
