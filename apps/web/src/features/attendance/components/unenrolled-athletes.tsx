// The club's athletes not in the slot: tick one to mark them makeup for this class, or
// open the Enroll dialog, which enrols them in the slot and invoices the family in one call.
import { createContext, useContext, useMemo, useState } from 'react';
import { Button, Checkbox, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceProgram, UnenrolledAthletes as Unenrolled } from '@springboard/contract/attendance';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { attendanceOperations } from '@springboard/contract/operations/attendance';
import { invoiceOperations } from '@springboard/contract/operations/invoices';
import { programOperations } from '@springboard/contract/operations/programs';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { formatMoney, toCents } from '@springboard/contract/money';
import { toast } from '../../../lib/toast';
import { useSlotWhen } from '../../../components/slot-picker/use-slot-when';
import { useOperationMutation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import { AgeWarning, ageOutside, type AgeOutside } from '../../../components/age-warning';

type Athlete = Unenrolled['athletes'][number];

/** The ticks and the dialog, read by the cells, so the table's columns stay the same between renders. */
const Ticks = createContext<{
  isMakeup: (id: string) => boolean;
  setMakeup: (id: string, on: boolean) => void;
  enroll: (a: Athlete) => void;
} | null>(null);

const nameOf = (a: Athlete) => `${a.firstName} ${a.lastName}`;

function MakeupBox({ athlete }: { athlete: Athlete }) {
  const { t } = useTranslation('attendance');
  const ticks = useContext(Ticks)!;
  return (
    <Checkbox
      label={nameOf(athlete)}
      description={t('unenrolled.family', { name: athlete.familyName })}
      aria-label={t('unenrolled.makeup', { name: nameOf(athlete) })}
      checked={ticks.isMakeup(athlete.athleteId)}
      onChange={(e) => ticks.setMakeup(athlete.athleteId, e.currentTarget.checked)}
    />
  );
}

function EnrollButton({ athlete }: { athlete: Athlete }) {
  const { t } = useTranslation('attendance');
  const ticks = useContext(Ticks)!;
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={t('unenrolled.enrollAria', { name: nameOf(athlete) })}
      onClick={() => ticks.enroll(athlete)}
    >
      {t('unenrolled.enroll')}
    </Button>
  );
}

export function UnenrolledAthletes({
  data,
  program,
  slot,
  isMakeup,
  setMakeup,
}: {
  data: Unenrolled;
  program: AttendanceProgram;
  slot: AttendanceProgram['slots'][number];
  /** Ticked as makeup for this class (in the table already, or chosen here before submitting). */
  isMakeup: (athleteId: string) => boolean;
  setMakeup: (athleteId: string, on: boolean) => void;
}) {
  const { t } = useTranslation('attendance');
  const [enrolling, setEnrolling] = useState<Athlete | null>(null);

  const columns = useMemo<DataColumn<Athlete>[]>(
    () => [
      {
        id: 'name',
        header: t('table.athlete'),
        value: (a) => `${a.lastName} ${a.firstName}`,
        text: (a) => `${a.firstName} ${a.lastName} (${a.familyName})`,
        cell: (a) => <MakeupBox athlete={a} />,
      },
      { id: 'enroll', header: t('unenrolled.enroll'), cell: (a) => <EnrollButton athlete={a} /> },
    ],
    [t],
  );

  return (
    <Ticks.Provider value={{ isMakeup, setMakeup, enroll: setEnrolling }}>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="unenrolled-title">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="unenrolled-title">
              {t('unenrolled.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('unenrolled.lead')}
            </Text>
          </div>
          <DataTable
            rows={data.athletes}
            columns={columns}
            getRowId={(a) => a.athleteId}
            pageSize={10}
            searchPlaceholder={t('unenrolled.search')}
            emptyText={t('unenrolled.empty')}
            noMatchText={t('unenrolled.noMatch')}
            csvFileName="unenrolled-athletes.csv"
            renderCard={(a) => (
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <MakeupBox athlete={a} />
                <EnrollButton athlete={a} />
              </Group>
            )}
          />
        </Stack>
        {enrolling && (
          <EnrollDialog athlete={enrolling} price={data.price} program={program} slot={slot} onClose={() => setEnrolling(null)} />
        )}
      </Paper>
    </Ticks.Provider>
  );
}

function EnrollDialog({
  athlete,
  price,
  program,
  slot,
  onClose,
}: {
  athlete: Athlete;
  price: number | null;
  program: AttendanceProgram;
  slot: AttendanceProgram['slots'][number];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('attendance');
  const { t: tc } = useTranslation('common');
  const moneyLocale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  const when = useSlotWhen();
  // Enrols the athlete in the slot and invoices the family in one call.
  const enroll = useOperationMutation(attendanceOperations.enroll, {
    invalidates: [attendanceOperations, athleteOperations, programOperations, invoiceOperations],
  });
  const name = `${athlete.firstName} ${athlete.lastName}`;
  // Set when the server answered that the athlete's age is outside the class's: the next click confirms.
  const [ages, setAges] = useState<AgeOutside | null>(null);

  const confirm = async () => {
    try {
      await enroll.mutateAsync({
        body: { athleteId: athlete.athleteId, timeSlotId: slot.id, ...(ages ? { confirm_age: true } : {}) },
      });
      toast('success', t('enroll.done'), { closeLabel: t('close') });
      onClose();
    } catch (err) {
      const outside = ageOutside(err);
      if (outside) setAges(outside);
      else toast('error', errorText(err, t), { closeLabel: t('close'), title: t('enroll.failed') });
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('enroll.title', { name })} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack gap="md">
        {price === null ? (
          <Text role="alert" c="red.9">
            {t('enroll.noPrice')}
          </Text>
        ) : (
          <Text>
            {t('enroll.body', {
              name,
              slot: when(slot),
              program: program.label,
              amount: formatMoney(toCents(price), moneyLocale),
            })}
          </Text>
        )}
        {ages ? <AgeWarning ages={ages} name={name} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('enroll.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={enroll.isPending} disabled={price === null} color={ages ? 'orange.9' : undefined}>
            {ages ? tc('ageWarning.confirm') : t('enroll.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
