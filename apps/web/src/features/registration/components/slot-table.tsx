// The time slots of one program for one athlete. Each row has a Select button that is pressed while
// the slot is chosen (press again to clear); a full slot is marked Full and cannot be chosen. Three
// columns so the table fits a phone; duration and ages sit under the schedule.
import { Badge, Box, Button, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { slotIsFull, slotSchedule } from '../slot-selection';
import { translateKey } from '../../../lib/i18n';

/** Document 01 §9: the slot table shows these fixed texts. */
export const SLOT_DURATION_TEXT = '60 min';
export const SLOT_AGE_TEXT = '12yr - 50yr';

type Props = {
  program: ProgramWithSlots;
  athleteLabel: string;
  selectedSlotId: string | undefined;
  onToggle: (slotId: string) => void;
  error?: string;
};

export function SlotTable({ program, athleteLabel, selectedSlotId, onToggle, error }: Props) {
  const { t } = useTranslation('registration');
  const places = (slot: ProgramWithSlots['slots'][number]) =>
    slotIsFull(slot) ? (
      <Badge color="red" variant="light">
        {t('slots.full')}
      </Badge>
    ) : (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {t('slots.left', { count: slot.capacity - slot.enrolled, capacity: slot.capacity })}
      </Text>
    );
  const captionId = `slots-${athleteLabel}-${program.id}`.replace(/\s+/g, '-');
  if (program.slots.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('slots.none', { program: program.label })}
      </Text>
    );
  }
  return (
    <div>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" highlightOnHover aria-labelledby={captionId} withTableBorder>
          <Table.Caption
            id={captionId}
            style={{ captionSide: 'top', textAlign: 'left', marginTop: 0, color: 'inherit', fontWeight: 600 }}
          >
            {t('slots.caption', { program: program.label })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ width: 1 }}>{t('slots.choose')}</Table.Th>
              <Table.Th>{t('slots.schedule')}</Table.Th>
              <Table.Th visibleFrom="sm" style={{ width: 1 }}>
                {t('slots.places')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {program.slots.map((slot) => {
              const full = slotIsFull(slot);
              const selected = selectedSlotId === slot.id;
              const schedule = slotSchedule(slot);
              return (
                <Table.Tr key={slot.id} bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant={selected ? 'filled' : 'default'}
                      leftSection={selected ? <IconCheck size={14} aria-hidden /> : null}
                      aria-pressed={selected}
                      disabled={full && !selected}
                      aria-label={t(selected ? 'slots.selectedAria' : 'slots.selectAria', {
                        slot: slot.slot_id,
                        athlete: athleteLabel,
                      })}
                      onClick={() => onToggle(slot.id)}
                    >
                      {selected ? t('slots.selected') : t('slots.select')}
                    </Button>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {slot.slot_id}
                    </Text>
                    {schedule.map(({ day, time }) => (
                      <Text size="sm" key={day}>
                        {translateKey(t, `days.${day}`)}
                        {time ? ` · ${time}` : ''}
                      </Text>
                    ))}
                    <Text size="xs" c="gray.7">
                      {SLOT_DURATION_TEXT} · {SLOT_AGE_TEXT}
                    </Text>
                    <Box hiddenFrom="sm" mt={4}>
                      {places(slot)}
                    </Box>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{places(slot)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {error ? (
        <Text size="sm" c="red.8" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
