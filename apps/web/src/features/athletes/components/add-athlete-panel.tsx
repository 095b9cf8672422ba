// Athlete Registration for an existing member: the athlete and program part of registration
// with no billing. Staff and admins first choose the family; a member adds to their own. The athlete
// and its enrollments are one call (a full slot adds nothing).
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ProgramWithSlots } from '@springboard/contract/programs';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { programOperations } from '@springboard/contract/operations/programs';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { translateKey } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { athleteBody, emptyAthlete, validateAthlete, type AthleteFormValues } from '../athlete-form';
import { waitlistSlotIds } from '../../../components/slot-picker/slot-selection';
import { placeAthleteErrors } from '../server-errors';
import { AthleteFields } from './athlete-fields';
import { ageOutside, askAgeConfirmation } from '../../../components/age-warning';

type Values = AthleteFormValues & { membership_id: string | null };

type Props = {
  programs: ProgramWithSlots[];
  /** Staff and admins choose the family; a member's athlete joins their own. */
  chooseFamily: boolean;
  onDone: () => void;
};

export function AddAthletePanel({ programs, chooseFamily, onDone }: Props) {
  const { t } = useTranslation('athletes');
  const { t: tc } = useTranslation('common');
  const families = useOperation(membershipOperations.options, {}, { enabled: chooseFamily, staleTime: 30_000 });
  // The athlete and its enrollments in one call: the athletes lists and the slots' places change.
  const create = useOperationMutation(athleteOperations.create, { invalidates: [athleteOperations, programOperations] });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { ...emptyAthlete(), membership_id: null },
    validate: (v) => {
      const errors: Record<string, string> = Object.fromEntries(
        Object.entries(validateAthlete(v)).map(([k, key]) => [k, translateKey(t, key)]),
      );
      if (chooseFamily && !v.membership_id) errors.membership_id = t('form.chooseFamily');
      return errors;
    },
  });

  const save = async (v: Values, confirmAge = false) => {
    try {
      const body = athleteBody(v);
      const waitlisted = waitlistSlotIds(v);
      await create.mutateAsync({
        body: {
          ...body,
          waitlist_slot_ids: waitlisted,
          ...(confirmAge ? { confirm_age: true } : {}),
          ...(chooseFamily && v.membership_id ? { membership_id: v.membership_id } : {}),
        },
      });
      // Say what happened: a child only put on a waitlist is not enrolled in anything yet.
      const said =
        waitlisted.length === 0
          ? t('toast.created')
          : body.slot_ids.length === 0
            ? t('toast.createdWaitlisted', { count: waitlisted.length })
            : t('toast.createdEnrolledAndWaitlisted', { count: waitlisted.length });
      toast('success', said, { closeLabel: t('close') });
      form.reset();
      onDone();
    } catch (err) {
      // A class outside the athlete's ages: staff confirm, and the same add goes again.
      const ages = ageOutside(err);
      if (ages) {
        askAgeConfirmation({ ages, name: `${v.first_name} ${v.last_name}`, t: tc, onConfirm: () => void save(v, true) });
        return;
      }
      if (err instanceof ApiError) form.setErrors(placeAthleteErrors(err.details, t));
      toast('error', t('toast.createFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };
  const submit = form.onSubmit((v) => save(v));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="add-athlete-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h3" id="add-athlete-title">
              {t('add.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {chooseFamily ? t('add.leadStaff') : t('add.leadMember')}
            </Text>
          </div>
          {chooseFamily ? (
            <Select
              {...form.getInputProps('membership_id')}
              label={t('fields.family')}
              placeholder={families.isLoading ? t('add.familiesLoading') : t('add.familyPlaceholder')}
              withAsterisk
              searchable
              nothingFoundMessage={t('add.noFamily')}
              data={(families.data ?? []).map((f) => ({ value: f.id, label: `${f.first_name} ${f.last_name} (${f.email})` }))}
              error={form.errors.membership_id ?? (families.isError ? t('add.familiesFailed') : undefined)}
              maw={520}
            />
          ) : null}
          <AthleteFields form={form} programs={programs} />
          {form.errors.program_ids ? (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.program_ids}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('add.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('add.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
