// The weekly slots of a program, one card each, stacked on a phone: its slot ID, one day (choosing a
// day makes it the only one: a slot meets once a week), start and end time (the end follows the start by the class
// duration), capacity and, when the club has terms, a term of its own (else the program's). Removing a slot with enrolled athletes is refused on the spot, in the
// server's words; removing a saved empty slot is undone until the program is saved.
import { useMediaQuery } from '@mantine/hooks';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TimeInput } from '@mantine/dates';
import { IconAlertCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CAPACITY_LIMITS, DAYS } from '@springboard/contract/programs';
import { endAfter, newSlot, type Day, type ProgramValues, type SlotValues } from '../program-form';

type Props = {
  form: UseFormReturnType<ProgramValues>;
  /** The club's terms a slot may run in instead of its program's. */
  terms: TermOption[];
  /** Slots (by key) whose deletion was refused: they say why. */
  refused: ReadonlySet<string>;
  onRefused: (slot: SlotValues) => void;
  /** A slot taken out of the form at `index` (a saved one's id goes in deletedSlotIds). */
  onRemoved: (slot: SlotValues, index: number) => void;
};

export function SlotEditor({ form, terms, refused, onRefused, onRemoved }: Props) {
  const { t } = useTranslation('programs');
  const slots = form.getValues().slots;
  const listError = form.errors.slots;

  const remove = (slot: SlotValues, index: number) => {
    if (slot.enrolled > 0) {
      onRefused(slot);
      return;
    }
    form.removeListItem('slots', index);
    onRemoved(slot, index);
  };

  const add = () => {
    const values = form.getValues();
    form.insertListItem('slots', newSlot(values.duration_hours, values.slots.at(-1)));
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="slots-heading">
      <div>
        <Title order={2} size="h3" id="slots-heading">
          {t('slots.heading')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('slots.lead')}
        </Text>
      </div>
      {slots.map((slot, i) => (
        <SlotCard
          key={slot.key}
          form={form}
          slot={slot}
          index={i}
          terms={terms}
          refused={refused.has(slot.key)}
          onRemove={() => remove(slot, i)}
        />
      ))}
      {listError && (
        <Text c="red.8" size="sm" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('slots.add')}
        </Button>
      </Group>
    </Stack>
  );
}

type TermOption = { value: string; label: string };

type CardProps = {
  form: UseFormReturnType<ProgramValues>;
  terms: TermOption[];
  slot: SlotValues;
  index: number;
  refused: boolean;
  onRemove: () => void;
};

function SlotCard({ form, slot, index, terms, refused, onRemove }: CardProps) {
  const { t } = useTranslation('programs');
  const at = `slots.${index}`;
  const headingId = `slot-heading-${slot.key}`;
  const dayLabelId = `slot-day-${slot.key}`;
  const n = index + 1;
  const dayError = form.errors[`${at}.day`];
  const start = form.getInputProps(`${at}.start`);
  // Seven days side by side fit a phone only in the smallest size.
  const roomy = useMediaQuery('(min-width: 36em)', true);

  return (
    <Card withBorder radius="md" padding="md" component="fieldset" aria-labelledby={headingId} style={{ margin: 0, minWidth: 0 }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Group gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {t('slots.slot', { n })}
          </Title>
          {!slot.id && (
            <Badge variant="light" size="sm">
              {t('slots.new')}
            </Badge>
          )}
        </Group>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-8)" />}
          onClick={onRemove}
          aria-label={t('slots.removeAria', { n, slot: slot.slot_id || t('slots.new') })}
        >
          {t('slots.remove')}
        </Button>
      </Group>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            {...form.getInputProps(`${at}.slot_id`)}
            label={t('slots.slotId')}
            description={t('slots.slotIdHint')}
            withAsterisk
            maxLength={40}
            autoCapitalize="characters"
          />
          <NumberInput
            {...form.getInputProps(`${at}.capacity`)}
            label={t('slots.capacity')}
            description={t('slots.capacityHint')}
            withAsterisk
            min={CAPACITY_LIMITS.min}
            max={CAPACITY_LIMITS.max}
            allowDecimal={false}
            allowNegative={false}
            inputMode="numeric"
          />
        </SimpleGrid>
        <div>
          <Text component="div" size="sm" fw={500} id={dayLabelId} mb={4}>
            {t('slots.day')}
          </Text>
          <SegmentedControl
            fullWidth
            size={roomy ? 'sm' : 'xs'}
            role="radiogroup"
            aria-labelledby={dayLabelId}
            value={slot.day}
            onChange={(v) => form.setFieldValue(`${at}.day`, v as Day)}
            data={DAYS.map((d) => ({
              value: d,
              label: (
                <>
                  <span aria-hidden>{t(`days.${d}`)}</span>
                  <VisuallyHidden>{t(`dayNames.${d}`)}</VisuallyHidden>
                </>
              ),
            }))}
          />
          {dayError && (
            <Text c="red.8" size="sm" mt={4}>
              {dayError}
            </Text>
          )}
        </div>
        <SimpleGrid cols={2} spacing="sm">
          <TimeInput
            {...start}
            label={t('slots.start')}
            withAsterisk
            onChange={(e) => {
              const value = e.currentTarget.value;
              form.setFieldValue(`${at}.start`, value);
              const end = endAfter(value, form.getValues().duration_hours);
              if (end) form.setFieldValue(`${at}.end`, end);
            }}
          />
          <TimeInput {...form.getInputProps(`${at}.end`)} label={t('slots.end')} withAsterisk />
        </SimpleGrid>
        {terms.length > 0 && (
          <Select
            {...form.getInputProps(`${at}.term_id`)}
            label={t('slots.term')}
            description={t('slots.termHint')}
            data={[{ value: '', label: t('slots.programTerm') }, ...terms]}
            allowDeselect={false}
          />
        )}
        {slot.enrolled > 0 && (
          <Text size="sm" c="gray.7">
            {t('slots.enrolled', { count: slot.enrolled })}
          </Text>
        )}
        {refused && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('validation.slotHasAthletes', { slot: slot.slot_id })}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
