// The athlete part of Edit Athlete and Athlete Registration: legal names, gender, date of birth,
// the programs to join and, per ticked program, its slots (one may be chosen).
import { Checkbox, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import { GENDERS } from '@springboard/contract/athletes';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { SlotPicker, type WaitlistChoice } from '../../../components/slot-picker/slot-picker';
import { WAITLIST_CHANGES } from '../../../components/waitlist/waitlist-changes';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { toggleProgram, toggleSlot, toggleWaitlist } from '../../../components/slot-picker/slot-selection';
import type { AthleteFormValues } from '../athlete-form';

type Props = {
  form: UseFormReturnType<AthleteFormValues>;
  programs: ProgramWithSlots[];
  /** The athlete's current slots (Edit Athlete): their own places are not "full" for them. */
  heldSlotIds?: readonly string[];
  /** An athlete who exists already (Edit Athlete): a full slot offers its waitlist. */
  athleteId?: string;
};

/** Joining a full slot's waitlist for an existing athlete, and the slots it waits for already. */
function useAthleteWaitlist(athleteId: string | undefined, athleteName: string): WaitlistChoice | undefined {
  const { t } = useTranslation();
  // The caller's entries: a family's own, or every family's for staff.
  const entries = useOperation(waitlistOperations.list, { query: {} }, { enabled: !!athleteId });
  const join = useOperationMutation(waitlistOperations.join, { invalidates: WAITLIST_CHANGES });
  if (!athleteId) return undefined;
  const waitingSlotIds = (entries.data ?? [])
    .filter((e) => e.athlete_id === athleteId && (e.status === 'waiting' || e.status === 'offered'))
    .map((e) => e.slot_id);
  return {
    waitingSlotIds,
    joining: join.isPending,
    onJoin: (slotId) =>
      join.mutate(
        { body: { athlete_id: athleteId, slot_id: slotId } },
        {
          onSuccess: (entry) =>
            toast('success', t('slotPicker.joined', { athlete: athleteName, slot: entry.slot.slot_id }), {
              closeLabel: t('close'),
            }),
          onError: (err) => toast('error', errorMessage(err), { closeLabel: t('close'), title: t('slotPicker.joinFailed') }),
        },
      ),
  };
}

const NONE: readonly string[] = [];

export function AthleteFields({ form, programs, heldSlotIds = NONE, athleteId }: Props) {
  const { t, i18n } = useTranslation('athletes');
  const values = form.getValues();
  const name = values.first_name.trim() || t('form.thisAthlete');
  // An existing athlete joins a full slot's waitlist at once; a new one when the form is sent.
  const joinNow = useAthleteWaitlist(athleteId, name);
  const waitlistOf = (programId: string): WaitlistChoice =>
    joinNow ?? {
      waitingSlotIds: Object.values(values.waitlist),
      joining: false,
      onJoin: (slotId) => {
        form.setFieldValue('waitlist', toggleWaitlist(form.getValues().waitlist, programId, slotId));
        form.clearFieldError(`slots.${programId}`);
      },
    };

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput {...form.getInputProps('first_name')} label={t('fields.first_name')} withAsterisk autoComplete="off" />
        <TextInput {...form.getInputProps('middle_name')} label={t('fields.middle_name')} autoComplete="off" />
        <TextInput {...form.getInputProps('last_name')} label={t('fields.last_name')} withAsterisk autoComplete="off" />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Radio.Group {...form.getInputProps('gender')} label={t('fields.gender')} withAsterisk>
          <Group gap="md" mt={6}>
            {GENDERS.map((g) => (
              <Radio key={g} value={g} label={t(`gender.${g}`)} />
            ))}
          </Group>
        </Radio.Group>
        <DateInput
          {...form.getInputProps('date_of_birth')}

          label={t('fields.date_of_birth')}
          withAsterisk
          placeholder={t('form.datePlaceholder')}
          valueFormat="YYYY-MM-DD"
          defaultLevel="decade"
          maxDate={new Date()}
          locale={i18n.language}
          popoverProps={{ withinPortal: true }}
        />
      </SimpleGrid>

      <Checkbox.Group
        label={t('fields.programs')}
        value={values.program_ids}
        onChange={(ids) => {
          // The group reports the whole set: apply the one that changed so its slot is dropped too.
          const changed = [
            ...ids.filter((id) => !values.program_ids.includes(id)),
            ...values.program_ids.filter((id) => !ids.includes(id)),
          ];
          let next = { program_ids: values.program_ids, slots: values.slots, waitlist: values.waitlist };
          for (const id of changed) next = toggleProgram(next, id);
          form.setFieldValue('program_ids', next.program_ids);
          form.setFieldValue('slots', next.slots);
          form.setFieldValue('waitlist', next.waitlist);
        }}
      >
        <Stack gap={6} mt={6}>
          {programs.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('form.noPrograms')}
            </Text>
          ) : (
            programs.map((p) => (
              <Checkbox
                key={p.id}
                value={p.id}
                label={t('form.programOption', { label: p.label, min: p.min_age, max: p.max_age })}
              />
            ))
          )}
        </Stack>
      </Checkbox.Group>

      {programs
        .filter((p) => values.program_ids.includes(p.id))
        .map((p) => (
          <SlotPicker
            key={p.id}
            program={p}
            athleteName={name}
            selectedSlotIds={values.slots[p.id]}
            heldSlotIds={heldSlotIds}
            waitlist={waitlistOf(p.id)}
            facts={t('slots.facts', { hours: p.duration_hours, min: p.min_age, max: p.max_age })}
            error={form.errors[`slots.${p.id}`] as string | undefined}
            onToggle={(slotId) => {
              form.setFieldValue('slots', toggleSlot(form.getValues().slots, p.id, slotId));
              form.clearFieldError(`slots.${p.id}`);
            }}
          />
        ))}
    </Stack>
  );
}
