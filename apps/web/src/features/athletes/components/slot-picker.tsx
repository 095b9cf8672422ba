// The time slots of one program for one athlete: one row per slot with a Select button that stays
// pressed while the slot is chosen (press it again to clear), the weekly schedule, the program's
// duration and ages, and the places left (under the schedule on a phone, so three columns fit). A full slot cannot be chosen, unless the athlete holds it.
import { Badge, Box, Button, Table, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { translateKey } from '../../../lib/i18n';
import { slotIsFull, slotSchedule } from '../athlete-form';

type Props = {
  program: ProgramWithSlots;
  /** Names the athlete in the buttons' labels ("Select slot X for Mia"). */
  athleteName: string;
  selectedSlotId: string | undefined;
  /** Slots the athlete is enrolled in now: their own place counts as free for them. */
  heldSlotIds: readonly string[];
  onToggle: (slotId: string) => void;
  error?: string | undefined;
};

export function SlotPicker({ program, athleteName, selectedSlotId, heldSlotIds, onToggle, error }: Props) {
  const { t } = useTranslation('athletes');
  const captionId = `slots-${program.id}`;
  if (program.slots.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('slots.none', { program: program.label })}
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
              const selected = selectedSlotId === slot.id;
              const full = slotIsFull(slot, heldSlotIds);
              const left = Math.max(0, slot.capacity - slot.enrolled);
              const places = full ? (
                <Badge color="red.9" variant="outline">
                  {t('slots.full')}
                </Badge>
              ) : (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {t('slots.left', { count: left, capacity: slot.capacity })}
                </Text>
              );
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
                        athlete: athleteName,
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
                    {slotSchedule(slot).map(({ day, time }) => (
                      <Text size="sm" key={day}>
                        {translateKey(t, `days.${day}`)}
                        {time ? ` · ${time}` : ''}
                      </Text>
                    ))}
                    <Text size="xs" c="gray.7">
                      {t('slots.facts', { hours: program.duration_hours, min: program.min_age, max: program.max_age })}
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
      {error ? (
        <Text size="sm" c="red.9" role="alert" mt={4}>
          {error}
        </Text>
      ) : null}
    </div>
  );
}
