// admin/mark-attendance and staff/mark-attendance (permission mark_attendance_page), Mark
// Attendance: pick a program, a slot and a date; tick who is present (absent otherwise); tick
// unenrolled athletes as makeup or enrol them; Submit saves the class in one call.
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceProgram, AttendanceRow, AttendanceStatus } from '@springboard/contract/attendance';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useOperation, useOperationCache, useOperationMutation } from '../../../lib/operations';
import { comingLimit, initialMarks, submission, toggleAll, type Marks } from '../attendance-model';
import { AttendanceSheet } from '../components/attendance-sheet';
import { ClassPicker, type ClassChoice } from '../components/class-picker';
import { UnenrolledAthletes } from '../components/unenrolled-athletes';
import { ClassMastered } from '../../../components/skills/class-mastered';
import { Can } from '../../../components/can';
import { serverMessage, errorText } from '../../../lib/server-messages';

/** Today in the reader's own time zone, as YYYY-MM-DD. */
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export default function MarkAttendancePage() {
  const { t } = useTranslation('attendance');
  const { t: ta } = useTranslation('areas');
  const programs = useOperation(attendanceOperations.programs, {});
  const today = localToday();
  // Opened from a class of the home (?program=…&slot=…&date=…): that class, chosen.
  const [params] = useSearchParams();
  const [choice, setChoice] = useState<ClassChoice>(() => {
    const date = params.get('date');
    return {
      programId: params.get('program'),
      slotId: params.get('slot'),
      date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= comingLimit(today) ? date : null,
    };
  });

  const program = programs.data?.find((p) => p.id === choice.programId) ?? null;
  const slot = program?.slots.find((s) => s.id === choice.slotId) ?? null;
  // The dates the chosen class meets, and the club's today: a later date opens read only.
  const meetings = useOperation(attendanceOperations.dates, slot ? { params: { timeSlotId: slot.id } } : null);
  const clubToday = meetings.data?.today ?? today;

  return (
    <>
      <PageHeader title={ta('pages.markAttendance')} lead={t('lead')} />
      {programs.isLoading ? (
        <Loading h={200} />
      ) : programs.isError ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(programs.error) })} />
      ) : !programs.data?.length ? (
        <EmptyState text={t('pickers.noPrograms')} />
      ) : (
        <>
          <ClassPicker programs={programs.data} value={choice} meetings={meetings.data} onChange={setChoice} />
          {program && slot && choice.date ? (
            <ClassAttendance
              key={`${slot.id}:${choice.date}`}
              program={program}
              slot={slot}
              date={choice.date}
              coming={choice.date > clubToday}
            />
          ) : slot && meetings.data?.dates.length === 0 ? (
            <EmptyState text={t('pickers.noMeetings')} />
          ) : (
            <EmptyState text={t('pickers.chooseFirst')} />
          )}
        </>
      )}
    </>
  );
}

function ClassAttendance({
  program,
  slot,
  date,
  coming,
}: {
  program: AttendanceProgram;
  slot: AttendanceProgram['slots'][number];
  date: string;
  /** A date after today: who is expected is shown, marking waits for the day. */
  coming: boolean;
}) {
  const { t } = useTranslation('attendance');
  const attendance = useOperation(attendanceOperations.list, { params: { programId: program.id, timeSlotId: slot.id, date } });
  const unenrolled = useOperation(attendanceOperations.unenrolled, { params: { timeSlotId: slot.id } });
  const cache = useOperationCache();
  const mark = useOperationMutation(attendanceOperations.mark, {
    // The answer is the class as saved; the athletes' attendance details show these records.
    onSuccess: (saved, input) =>
      cache.set(
        attendanceOperations.list,
        { params: { programId: input.body.programId, timeSlotId: input.body.timeSlotId, date: input.body.attendanceDate } },
        saved,
      ),
    invalidates: [athleteOperations],
  });
  // What the staff member has ticked, over what the server said (absent unless marked).
  const [edits, setEdits] = useState<Marks>({});
  const [alreadyPresent, setAlreadyPresent] = useState<ReadonlySet<string>>(new Set());
  const [makeups, setMakeups] = useState<ReadonlySet<string>>(new Set());
  const [page, setPage] = useState(0);
  const [networkError, setNetworkError] = useState(false);

  const rows = attendance.data ?? [];
  const marks: Marks = { ...initialMarks(rows), ...edits };

  const onMark = (athleteId: string, status: AttendanceStatus) => setEdits((e) => ({ ...e, [athleteId]: status }));
  const onToggleAll = (pageRows: readonly AttendanceRow[]) => {
    const next = toggleAll(pageRows, marks, alreadyPresent);
    setEdits(next.marks);
    setAlreadyPresent(next.alreadyPresent);
  };
  const onMakeup = useCallback(
    (athleteId: string, on: boolean) =>
      setMakeups((m) => {
        const next = new Set(m);
        if (on) next.add(athleteId);
        else next.delete(athleteId);
        return next;
      }),
    [],
  );

  const submit = async () => {
    setNetworkError(false);
    try {
      await mark.mutateAsync({
        body: { programId: program.id, timeSlotId: slot.id, attendanceDate: date, attendance: submission(rows, marks, makeups) },
      });
      setEdits({});
      setAlreadyPresent(new Set());
      setMakeups(new Set());
      toast('success', t('submitted'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError && err.status === 0) {
        setNetworkError(true);
        return;
      }
      const detail = err instanceof ApiError && err.details[0] ? serverMessage(t, err.details[0]) : errorText(err, t);
      toast('error', detail, { closeLabel: t('close'), title: t('failed') });
    }
  };

  if (attendance.isLoading) return <Loading h={200} />;
  if (attendance.isError) return <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(attendance.error) })} />;

  // An athlete already in the table (a makeup recorded for this class) is ticked there and here alike.
  const inTable = new Set(rows.map((r) => r.athleteId));
  const isMakeup = (id: string) => (inTable.has(id) ? marks[id] === 'makeup' : makeups.has(id));
  const setMakeup = (id: string, on: boolean) => (inTable.has(id) ? onMark(id, on ? 'makeup' : 'absent') : onMakeup(id, on));

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="sm">
          {coming && (
            <Alert color="blue" variant="light">
              {t('coming')}
            </Alert>
          )}
          <AttendanceSheet
            rows={rows}
            marks={marks}
            page={page}
            onPage={setPage}
            onMark={onMark}
            onToggleAll={onToggleAll}
            readOnly={coming}
          />
          {networkError && (
            <Alert color="red" variant="light" role="alert">
              {t('error')}
            </Alert>
          )}
          {!coming && (
            <Group justify="flex-end">
              <Button onClick={() => void submit()} loading={mark.isPending} disabled={rows.length === 0 && makeups.size === 0}>
                {t('submit')}
              </Button>
            </Group>
          )}
          <Can permission="evaluate_skills">
            <ClassMastered programId={program.id} slotId={slot.id} date={date} />
          </Can>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {coming ? null : unenrolled.isLoading ? (
          <Loading h={120} />
        ) : unenrolled.isError || !unenrolled.data ? (
          <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(unenrolled.error) })} />
        ) : (
          <UnenrolledAthletes data={unenrolled.data} program={program} slot={slot} isMakeup={isMakeup} setMakeup={setMakeup} />
        )}
      </Grid.Col>
    </Grid>
  );
}
