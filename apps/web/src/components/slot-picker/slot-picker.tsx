// The time slots of one program for one athlete, in registration and the athlete forms: one row per
// slot with a Select button that stays pressed while the slot is chosen (press it again to clear);
// several slots of one program may be chosen, each a class the athlete attends every week;
// the weekly schedule as a parent reads it (weekday and hours, never the club's slot code), a line of
// facts under it (the program's real length and ages), and the places left (under the schedule on a
// phone, so the columns fit). A full slot cannot be chosen, unless the athlete holds it.
import { Badge, Box, Button, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { translateKey } from '../../lib/i18n';
import { slotIsFull } from './slot-selection';
import { durationText, slotDayTimes, slotWhen } from './slot-label';
import { TermNotes } from '../schedule/schedule-notes';

type Props = {
  program: ProgramWithSlots;
  /** Names the athlete in the buttons' labels ("Select slot X for Mia"). */
  athleteName: string;
  /** The slots of this program chosen for the athlete (any number). */
  selectedSlotIds: readonly string[] | undefined;
  /** Slots the athlete is enrolled in now: their own place counts as free for them. */
  heldSlotIds?: readonly string[];
  /** The line under each slot's schedule; by default the program's length and ages ("60 min · Ages 5–12"). */
  facts?: string | undefined;
  /** For an athlete who exists already: a full slot offers to join its waitlist instead. */
  waitlist?: WaitlistChoice | undefined;
  onToggle: (slotId: string) => void;
  error?: string | undefined;
};

const NONE: readonly string[] = [];

export type WaitlistChoice = { waitingSlotIds: readonly string[]; onJoin: (slotId: string) => void; joining: boolean };

export function SlotPicker({
  program,
  athleteName,
  selectedSlotIds = NONE,
  heldSlotIds = NONE,
  onToggle,
  error,
  facts,
  waitlist,
}: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  const dayName = (day: string) => translateKey(t, `slotPicker.days.${day}`);
  const factsLine =
    facts ?? `${durationText(program.duration_hours)} · ${t('slotPicker.ages', { min: program.min_age, max: program.max_age })}`;
  const captionId = `slots-${athleteName}-${program.id}`.replace(/\s+/g, '-');
  if (program.slots.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('slotPicker.none', { program: program.label })}
      </Text>
    );
  }
  return (
    <div>
      <Table.ScrollContainer minWidth={260}>
        <Table verticalSpacing="xs" withTableBorder aria-labelledby={captionId}>
          <Table.Caption
            id={captionId}
            style={{ captionSide: 'top', textAlign: 'left', marginTop: 0, color: 'inherit', fontWeight: 600 }}
          >
            {t('slotPicker.caption', { program: program.label })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: 1 }}>{t('slotPicker.choose')}</Table.Th>
              <Table.Th>{t('slotPicker.schedule')}</Table.Th>
              <Table.Th visibleFrom="sm" style={{ width: 1 }}>
                {t('slotPicker.places')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {program.slots.map((slot) => {
              const selected = selectedSlotIds.includes(slot.id);
              const full = slotIsFull(slot, heldSlotIds);
              const left = Math.max(0, slot.capacity - slot.enrolled);
              const aria = { program: program.label, slot: slotWhen(slot, dayName, language), athlete: athleteName };
              const places = full ? (
                <Badge color="red.9" variant="outline" w="max-content">
                  {t('slotPicker.full')}
                </Badge>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('slotPicker.left', { count: left, capacity: slot.capacity })}
                </Text>
              );
              return (
                <Table.Tr key={slot.id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    {full && !selected && waitlist ? (
                      waitlist.waitingSlotIds.includes(slot.id) ? (
                        <Badge color="blue.9" variant="outline" w="max-content">
                          {t('slotPicker.onWaitlist')}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="light"
                          loading={waitlist.joining}
                          aria-label={t('slotPicker.joinWaitlistAria', aria)}
                          onClick={() => waitlist.onJoin(slot.id)}
                        >
                          {t('slotPicker.joinWaitlist')}
                        </Button>
                      )
                    ) : (
                      <Button
                        size="xs"
                        variant={selected ? 'filled' : 'default'}
                        leftSection={selected ? <IconCheck size={14} aria-hidden /> : null}
                        aria-pressed={selected}
                        disabled={full && !selected}
                        aria-label={t(selected ? 'slotPicker.selectedAria' : 'slotPicker.selectAria', aria)}
                        onClick={() => onToggle(slot.id)}
                      >
                        {selected ? t('slotPicker.selected') : t('slotPicker.select')}
                      </Button>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {slotDayTimes(slot, dayName, language).map((line) => (
                      <Text size="sm" fw={600} key={line}>
                        {line}
                      </Text>
                    ))}
                    <Text size="xs" c="gray.7">
                      {factsLine}
                    </Text>
                    <Box hiddenFrom="sm" mt={4}>
                      {places}
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{places}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Box mt={4}>
        <TermNotes termIds={program.slots.map((s) => s.term_id ?? program.term_id)} />
      </Box>
      {program.slots.length > 1 ? (
        <Text size="xs" c="gray.7" mt={4}>
          {t('slotPicker.several')}
        </Text>
      ) : null}
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
