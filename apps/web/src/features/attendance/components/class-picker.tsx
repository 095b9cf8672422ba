// Mark Attendance's pickers: a program, one of its time slots and the class date. The date
// offers only the dates the class really meets (the server's list: its weekday, inside its term, not
// a holiday nor a cancelled class), up to four weeks ahead; choosing a class opens its latest one.
import 'dayjs/locale/es';
import { useEffect } from 'react';
import { Paper, Select, SimpleGrid, Title } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { AttendanceProgram, MeetingDatesList } from '@springboard/contract/attendance';
import { useSlotWhen } from '../../../components/slot-picker/use-slot-when';
import { defaultClassDate } from '../attendance-model';

export type ClassChoice = { programId: string | null; slotId: string | null; date: string | null };

export function ClassPicker({
  programs,
  value,
  meetings,
  onChange,
}: {
  programs: readonly AttendanceProgram[];
  value: ClassChoice;
  /** The chosen class's meeting dates (undefined while they load). */
  meetings: MeetingDatesList | undefined;
  onChange: (next: ClassChoice) => void;
}) {
  const { t, i18n } = useTranslation('attendance');
  // A class by its days and hours ("Monday 4:00 PM – 5:00 PM"), never by its slot code.
  const when = useSlotWhen();
  const program = programs.find((p) => p.id === value.programId) ?? null;
  const slot = program?.slots.find((s) => s.id === value.slotId) ?? null;
  const meets = new Set(meetings?.dates ?? []);
  // A class just chosen opens on its latest meeting once its dates are known.
  const pending = slot !== null && value.date === null && meetings !== undefined;
  useEffect(() => {
    if (pending) {
      const date = defaultClassDate(meetings.dates, meetings.today);
      if (date) onChange({ ...value, date });
    }
  }, [pending, meetings, value, onChange]);

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
            // A program with one slot: that slot (on its latest class, once its dates are known).
            const only = next?.slots.length === 1 ? next.slots[0]! : null;
            onChange({ programId: id, slotId: only?.id ?? null, date: null });
          }}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t('pickers.noPrograms')}
        />
        <Select
          label={t('pickers.slot')}
          placeholder={t('pickers.slotPlaceholder')}
          data={(program?.slots ?? []).map((s) => ({ value: s.id, label: when(s) }))}
          value={value.slotId}
          onChange={(id) => onChange({ ...value, slotId: id, date: null })}
          disabled={!program}
          allowDeselect={false}
        />
        <DateInput
          label={t('pickers.date')}
          description={t('pickers.dateHint')}
          value={value.date}
          onChange={(d) => onChange({ ...value, date: d })}
          valueFormat="YYYY-MM-DD"
          minDate={meetings?.from}
          maxDate={meetings?.to}
          excludeDate={(d) => !meets.has(String(d).slice(0, 10))}
          disabled={!slot || !meetings}
          locale={i18n.language}
          // Month arrows named for screen readers; no red weekends nor faint days of the next and
          // previous months, which were too pale to read.
          previousLabel={t('pickers.previousMonth')}
          nextLabel={t('pickers.nextMonth')}
          weekendDays={[]}
          hideOutsideDates
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>
    </Paper>
  );
}
