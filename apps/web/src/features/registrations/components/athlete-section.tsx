// One athlete block of step 1: legal names, gender, date of birth, the programs to join and, per
// chosen program, its slot table. Removable only while the family has more than one athlete.
// Once the athlete is complete (choosing the last slot, "Done", or adding another athlete) the block
// folds to one line — name, programs, day and time — with Edit, so a phone page stays short.
import { useEffect, useRef } from 'react';
import { Button, Checkbox, Fieldset, Grid, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { GENDERS, athleteComplete, type AthleteValues, type RegistrationValues } from '../registration-form';
import {
  toggleProgram,
  toggleSlot,
  toggleWaitlist,
  type SlotChoice,
  type SlotChoices,
} from '../../../components/slot-picker/slot-selection';
import { SlotPicker } from '../../../components/slot-picker/slot-picker';
import { slotWhen } from '../../../components/slot-picker/slot-label';
import { translateKey } from '../../../lib/i18n';
import type { MedicalField } from '@springboard/contract/medical';
import { AthleteMedicalFields } from './athlete-medical-fields';

type Props = {
  form: UseFormReturnType<RegistrationValues>;
  index: number;
  programs: ProgramWithSlots[];
  removable: boolean;
  onRemove: () => void;
  /** Folded to its one-line summary. */
  collapsed: boolean;
  onCollapsedChange: (collapsed: boolean) => void;
  /** The medical details the club requires at registration. */
  requiredMedical: readonly MedicalField[];
};

export function AthleteSection({
  form,
  index,
  programs,
  removable,
  onRemove,
  collapsed,
  onCollapsedChange,
  requiredMedical,
}: Props) {
  const { t, i18n } = useTranslation('registration');
  const at = `athletes.${index}` as const;
  const athlete = form.getValues().athletes[index]!;
  const label = t('athlete.heading', { n: index + 1 });
  const errors = form.errors;
  const editRef = useRef<HTMLButtonElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  // Where focus goes after the parent folds or opens the block (not on the first render).
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (collapsed ? editRef.current : firstRef.current)?.focus();
  }, [collapsed]);
  const fold = (next: boolean) => {
    moveFocus.current = true;
    onCollapsedChange(next);
  };

  const setChoices = (next: { program_ids: string[]; slots: SlotChoices; waitlist?: SlotChoice }) => {
    form.setFieldValue(`${at}.program_ids`, next.program_ids);
    form.setFieldValue(`${at}.slots`, next.slots);
    form.setFieldValue(`${at}.waitlist`, next.waitlist ?? {});
    form.clearFieldError(`${at}.program_ids`);
  };
  const completeWith = (changes: Partial<AthleteValues>) => {
    const values = form.getValues();
    const athletes = values.athletes.map((a, i) => (i === index ? { ...a, ...changes } : a));
    return athleteComplete({ ...values, athletes }, index);
  };
  const complete = athleteComplete(form.getValues(), index);

  if (collapsed) {
    return (
      <Fieldset legend={label} radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="center">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {athleteName(athlete)}
            </Text>
            <Text size="sm" c="gray.8">
              {choicesText(athlete, programs, (day) => translateKey(t, `days.${day}`), i18n.resolvedLanguage, t)}
            </Text>
          </div>
          <Button
            ref={editRef}
            variant="default"
            size="xs"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('athlete.editAria', { n: index + 1, name: athleteName(athlete) })}
            onClick={() => fold(false)}
            style={{ flexShrink: 0 }}
          >
            {t('athlete.edit')}
          </Button>
        </Group>
      </Fieldset>
    );
  }

  return (
    <Fieldset legend={label} radius="md" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <TextInput
              {...form.getInputProps(`${at}.first_name`)}
              ref={firstRef}
              label={t('athlete.first_name')}
              withAsterisk
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }} order={{ base: 2, sm: 3 }}>
            <TextInput
              {...form.getInputProps(`${at}.last_name`)}
              label={t('athlete.last_name')}
              withAsterisk
              autoComplete="off"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }} order={{ base: 3, sm: 2 }}>
            <TextInput {...form.getInputProps(`${at}.middle_name`)} label={t('athlete.middle_name')} autoComplete="off" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} order={4}>
            <Radio.Group {...form.getInputProps(`${at}.gender`)} label={t('athlete.gender')} withAsterisk>
              <Group gap="md" mt={6}>
                {GENDERS.map((g) => (
                  <Radio key={g} value={g} label={t(`gender.${g}`)} />
                ))}
              </Group>
            </Radio.Group>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }} order={5}>
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
          </Grid.Col>
        </Grid>

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
              selectedSlotIds={athlete.slots[p.id]}
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
                const slots = toggleSlot(athlete.slots, p.id, slotId);
                form.setFieldValue(`${at}.slots`, slots);
                form.clearFieldError(`${at}.slots.${p.id}`);
                // Choosing the last slot this athlete needed finishes the block: it folds to one line.
                // A further slot of a program (a second weekly class) keeps it open until Done.
                if (slots[p.id]?.includes(slotId) && !complete && completeWith({ slots })) fold(true);
              }}
            />
          ))}

        <AthleteMedicalFields form={form} index={index} required={requiredMedical} />

        <Group justify={removable ? 'space-between' : 'flex-end'} gap="xs">
          {removable ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
              {t('athlete.remove', { n: index + 1 })}
            </Button>
          ) : null}
          {complete ? (
            <Button
              variant="light"
              leftSection={<IconCheck size={16} aria-hidden />}
              aria-label={t('athlete.doneAria', { n: index + 1 })}
              onClick={() => fold(true)}
            >
              {t('athlete.done')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Fieldset>
  );
}

function athleteName(a: AthleteValues): string {
  return [a.first_name, a.middle_name, a.last_name]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

/** "Youth Gymnastics · Monday 4:00 PM – 5:00 PM, Wednesday 4:00 PM – 5:00 PM; Teen Competitive · waitlist: Tuesday …". */
function choicesText(
  a: AthleteValues,
  programs: ProgramWithSlots[],
  dayName: (day: string) => string,
  language: string | undefined,
  t: ReturnType<typeof useTranslation<'registration'>>['t'],
): string {
  return a.program_ids
    .flatMap((pid) => {
      const program = programs.find((p) => p.id === pid);
      if (!program) return [];
      const chosen = program.slots.filter((s) => a.slots[pid]?.includes(s.id));
      if (chosen.length) return [`${program.label} · ${chosen.map((slot) => slotWhen(slot, dayName, language)).join(', ')}`];
      const waiting = program.slots.find((s) => s.id === a.waitlist[pid]);
      if (waiting) return [`${program.label} · ${t('athlete.waitlist', { when: slotWhen(waiting, dayName, language) })}`];
      return [`${program.label} · ${t('athlete.noSlot')}`];
    })
    .join('; ');
}
