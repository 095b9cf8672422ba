// One athlete block of step 1: legal names, gender, date of birth, the programs to join and, per
// chosen program, its slot table. Removable only while the family has more than one athlete.
import { Button, Checkbox, Fieldset, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { GENDERS, SLOT_AGE_TEXT, SLOT_DURATION_TEXT, type RegistrationValues } from '../registration-form';
import { toggleProgram, toggleSlot, toggleWaitlist } from '../../../components/slot-picker/slot-selection';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';

type Props = {
  form: UseFormReturnType<RegistrationValues>;
  index: number;
  programs: ProgramWithSlots[];
  removable: boolean;
  onRemove: () => void;
};

export function AthleteSection({ form, index, programs, removable, onRemove }: Props) {
  const { t, i18n } = useTranslation('registration');
  const at = `athletes.${index}` as const;
  const athlete = form.getValues().athletes[index]!;
  const label = t('athlete.heading', { n: index + 1 });
  const errors = form.errors;

  const setChoices = (next: { program_ids: string[]; slots: Record<string, string>; waitlist?: Record<string, string> }) => {
    form.setFieldValue(`${at}.program_ids`, next.program_ids);
    form.setFieldValue(`${at}.slots`, next.slots);
    form.setFieldValue(`${at}.waitlist`, next.waitlist ?? {});
    form.clearFieldError(`${at}.program_ids`);
  };

  return (
    <Fieldset legend={label} radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            {...form.getInputProps(`${at}.first_name`)}
            label={t('athlete.first_name')}
            withAsterisk
            autoComplete="off"
          />
          <TextInput {...form.getInputProps(`${at}.middle_name`)} label={t('athlete.middle_name')} autoComplete="off" />
          <TextInput {...form.getInputProps(`${at}.last_name`)} label={t('athlete.last_name')} withAsterisk autoComplete="off" />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Radio.Group {...form.getInputProps(`${at}.gender`)} label={t('athlete.gender')} withAsterisk>
            <Group gap="md" mt={6}>
              {GENDERS.map((g) => (
                <Radio key={g} value={g} label={t(`gender.${g}`)} />
              ))}
            </Group>
          </Radio.Group>
          <DateInput
            {...form.getInputProps(`${at}.date_of_birth`)}
            label={t('athlete.date_of_birth')}
            withAsterisk
            placeholder={t('athlete.datePlaceholder')}
            valueFormat="YYYY-MM-DD"
            defaultLevel="decade"
            maxDate={new Date()}
            locale={i18n.language}
            popoverProps={{ withinPortal: true }}
          />
        </SimpleGrid>

        <Checkbox.Group
          label={t('athlete.programs')}
          withAsterisk
          value={athlete.program_ids}
          error={errors[`${at}.program_ids`]}
          onChange={(ids) => {
            // Checkbox.Group reports the whole set; apply the one that changed so its slot is dropped too.
            const changed = [
              ...ids.filter((id) => !athlete.program_ids.includes(id)),
              ...athlete.program_ids.filter((id) => !ids.includes(id)),
            ];
            let next = { program_ids: athlete.program_ids, slots: athlete.slots, waitlist: athlete.waitlist };
            for (const id of changed) next = toggleProgram(next, id);
            setChoices(next);
          }}
        >
          <Stack gap={6} mt={6}>
            {programs.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('programs.empty')}
              </Text>
            ) : (
              programs.map((p) => (
                <Checkbox
                  key={p.id}
                  value={p.id}
                  label={t('programs.option', { label: p.label, min: p.min_age, max: p.max_age })}
                />
              ))
            )}
          </Stack>
        </Checkbox.Group>

        {programs
          .filter((p) => athlete.program_ids.includes(p.id))
          .map((p) => (
            <SlotPicker
              key={p.id}
              program={p}
              athleteName={label}
              facts={`${SLOT_DURATION_TEXT} · ${SLOT_AGE_TEXT}`}
              selectedSlotId={athlete.slots[p.id]}
              waitlist={{
                waitingSlotIds: Object.values(athlete.waitlist),
                joining: false,
                onJoin: (slotId) => {
                  form.setFieldValue(`${at}.waitlist`, toggleWaitlist(athlete.waitlist, p.id, slotId));
                  form.clearFieldError(`${at}.slots.${p.id}`);
                },
              }}
              error={errors[`${at}.slots.${p.id}`] as string | undefined}
              onToggle={(slotId) => {
                form.setFieldValue(`${at}.slots`, toggleSlot(athlete.slots, p.id, slotId));
                form.clearFieldError(`${at}.slots.${p.id}`);
              }}
            />
          ))}

        {removable ? (
          <Group justify="flex-end">
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
              {t('athlete.remove', { n: index + 1 })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Fieldset>
  );
}
