// Edit Athlete: the athlete's fields, program toggles and any slots per program, saved with
// 'Update Athlete'. The server unenrols the removed (program, slot) pairs and enrols the added ones
// in the same transaction as the fields, so a full slot leaves the athlete where they were.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Athlete } from '@springboard/contract/athletes';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { programOperations } from '@springboard/contract/operations/programs';
import { pricingOperations } from '@springboard/contract/operations/pricing';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { translateKey } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { athleteBody, droppedSlotIds, validateAthlete, valuesFromAthlete, type AthleteFormValues } from '../athlete-form';
import { placeAthleteErrors } from '../server-errors';
import { AthleteFields } from './athlete-fields';
import { slotWhen } from '../../../components/slot-picker/slot-label';
import { ageOutside, askAgeConfirmation } from '../../../components/age-warning';

export function EditAthleteForm({ athlete, programs }: { athlete: Athlete; programs: ProgramWithSlots[] }) {
  const { t, i18n } = useTranslation('athletes');
  const { t: tc } = useTranslation('common');
  // Every athletes list, the slots' places and the family's view refresh, saved or not.
  const update = useOperationMutation(athleteOperations.update, { invalidates: [athleteOperations, programOperations] });
  const form = useForm<AthleteFormValues>({
    mode: 'controlled',
    initialValues: valuesFromAthlete(athlete),
    validate: (v) => Object.fromEntries(Object.entries(validateAthlete(v)).map(([k, key]) => [k, translateKey(t, key)])),
  });
  const held = athlete.enrollments.map((e) => e.slot_id);
  // Whether the club credits a dropped class's unused meetings: said before the drop is saved.
  const configs = useOperation(pricingOperations.configs, {});
  const credits = configs.data?.find((c) => c.program_id === null)?.credit_unused_meetings ?? false;

  const save = async (v: AthleteFormValues, confirmAge = false) => {
    try {
      const body = { ...athleteBody(v), ...(confirmAge ? { confirm_age: true } : {}) };
      const saved = await update.mutateAsync({ params: { id: athlete.id }, body });
      const next = valuesFromAthlete(saved);
      form.setInitialValues(next);
      form.setValues(next);
      toast('success', t('toast.updated'), { closeLabel: t('close') });
    } catch (err) {
      // A class outside the athlete's ages: staff confirm, and the same save goes again.
      const ages = ageOutside(err);
      if (ages) {
        askAgeConfirmation({ ages, name: `${v.first_name} ${v.last_name}`, t: tc, onConfirm: () => void save(v, true) });
        return;
      }
      if (err instanceof ApiError) form.setErrors(placeAthleteErrors(err.details, t));
      toast('error', t('toast.updateFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };

  const submit = form.onSubmit((v) => {
    const chosen = athleteBody(v).slot_ids;
    // Moving to another time slot of the same program is no drop; leaving one of its classes is.
    const programOf = (slotId: string) => programs.find((p) => p.slots.some((sl) => sl.id === slotId))?.id;
    const dropped = droppedSlotIds(
      athlete.enrollments.map((e) => ({ slot_id: e.slot_id, program_id: e.program.id })),
      chosen,
      programOf,
    );
    const left = athlete.enrollments.filter((e) => dropped.includes(e.slot_id));
    if (left.length === 0) return void save(v);
    const dayName = (day: string) => translateKey(tc, `slotPicker.days.${day}`);
    const classes = left.map((e) => `${e.program.label} (${slotWhen(e.program_slot, dayName, i18n.resolvedLanguage)})`).join(', ');
    modals.openConfirmModal({
      title: t('drop.title', { count: left.length }),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('drop.text', { name: `${athlete.first_name} ${athlete.last_name}`, classes })}</Text>
          <Text size="sm" fw={500}>
            {credits ? t('drop.credit') : t('drop.noCredit')}
          </Text>
        </Stack>
      ),
      labels: { confirm: t('drop.confirm'), cancel: t('drop.cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () => void save(v),
    });
  });

  return (
    <Card withBorder radius="md" padding="md">
      <form onSubmit={submit} noValidate aria-label={t('edit.formLabel')}>
        <Stack gap="md">
          <AthleteFields form={form} programs={programs} heldSlotIds={held} athleteId={athlete.id} />
          {form.errors.program_ids ? (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.program_ids}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('edit.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
