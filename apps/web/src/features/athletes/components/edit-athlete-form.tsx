// Edit Athlete: the athlete's fields, program toggles and one slot per program, saved with
// 'Update Athlete'. The server unenrols the removed (program, slot) pairs and enrols the added ones
// in the same transaction as the fields, so a full slot leaves the athlete where they were.
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Athlete } from '@springboard/contract/athletes';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { programOperations } from '@springboard/contract/operations/programs';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { translateKey } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';
import { athleteBody, validateAthlete, valuesFromAthlete, type AthleteFormValues } from '../athlete-form';
import { placeAthleteErrors } from '../server-errors';
import { AthleteFields } from './athlete-fields';

export function EditAthleteForm({ athlete, programs }: { athlete: Athlete; programs: ProgramWithSlots[] }) {
  const { t } = useTranslation('athletes');
  // Every athletes list, the slots' places and the family's view refresh, saved or not.
  const update = useOperationMutation(athleteOperations.update, { invalidates: [athleteOperations, programOperations] });
  const form = useForm<AthleteFormValues>({
    mode: 'controlled',
    initialValues: valuesFromAthlete(athlete),
    validate: (v) => Object.fromEntries(Object.entries(validateAthlete(v)).map(([k, key]) => [k, translateKey(t, key)])),
  });
  const held = athlete.enrollments.map((e) => e.slot_id);

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync({ params: { id: athlete.id }, body: athleteBody(v) });
      const next = valuesFromAthlete(saved);
      form.setInitialValues(next);
      form.setValues(next);
      toast('success', t('toast.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError) form.setErrors(placeAthleteErrors(err.details, t));
      toast('error', t('toast.updateFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
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
