// The coaches of each saved slot of a program (admins): pick staff members or admins per slot and
// save. A staff member without the all-classes permission sees in Mark Attendance and on the home
// only the classes they coach, so the editor says so.
import { useState } from 'react';
import { Button, Card, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS, type ProgramWithSlots, type Slot } from '@springboard/contract/programs';
import { coachOperations } from '@springboard/contract/operations/coaches';
import { userOperations } from '@springboard/contract/operations/users';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { ApiError } from '../../../lib/api-client';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage, serverMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

type Option = { value: string; label: string };

export function SlotCoaches({ program }: { program: ProgramWithSlots }) {
  const { t } = useTranslation('programs');
  const coaches = useOperation(coachOperations.list, {}, { staleTime: 0 });
  const users = useOperation(userOperations.list, { query: {} });
  const options: Option[] = (users.data ?? [])
    .filter((u) => u.role === 'staff' || u.role === 'admin')
    .map((u) => ({ value: u.id, label: `${u.first_name} ${u.last_name}` }));
  const failed = coaches.error ?? users.error;

  return (
    <Card withBorder radius="md" padding="md" mt="lg" component="section" aria-labelledby="slot-coaches-title">
      <Title order={3} size="h4" id="slot-coaches-title">
        {t('coaches.title')}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t('coaches.lead')}
      </Text>
      {failed ? (
        <EmptyState tone="error" text={errorMessage(failed)} />
      ) : !coaches.data || !users.data ? (
        <Loading h={120} />
      ) : program.slots.length === 0 ? (
        <Text size="sm">{t('coaches.noSlots')}</Text>
      ) : (
        <Stack gap="md">
          {program.slots.map((slot) => (
            <SlotCoachesRow
              key={slot.id}
              slot={slot}
              options={options}
              saved={coaches.data.find((c) => c.slot_id === slot.id)?.coaches.map((c) => c.user_id) ?? []}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function SlotCoachesRow({ slot, options, saved }: { slot: Slot; options: Option[]; saved: string[] }) {
  const { t } = useTranslation('programs');
  const [picked, setPicked] = useState<string[]>(saved);
  const [error, setError] = useState<string | null>(null);
  const save = useOperationMutation(coachOperations.set, { invalidates: [coachOperations] });
  const changed = picked.length !== saved.length || picked.some((id) => !saved.includes(id));
  const day = slot.days[0];
  const label = day ? `${slot.slot_id} · ${t(`days.${day}`)} ${slot.times[DAYS.indexOf(day)] ?? ''}`.trim() : slot.slot_id;

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync({ params: { id: slot.id }, body: { staff_ids: picked } });
      toast('success', t('coaches.saved', { slot: slot.slot_id }), { closeLabel: t('close') });
    } catch (err) {
      const detail = err instanceof ApiError ? err.details.find((d) => d.field === 'staff_ids') : undefined;
      setError(detail ? serverMessage(t, detail) : errorMessage(err));
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('coaches.failed') });
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MultiSelect
        style={{ flex: '1 1 16rem', minWidth: 0 }}
        label={label}
        placeholder={picked.length ? undefined : t('coaches.none')}
        data={options}
        value={picked}
        onChange={setPicked}
        searchable
        clearable
        nothingFoundMessage={t('coaches.noStaff')}
        error={error}
      />
      <Button
        variant="light"
        onClick={submit}
        loading={save.isPending}
        disabled={!changed}
        aria-label={t('coaches.saveAria', { slot: slot.slot_id })}
      >
        {t('coaches.save')}
      </Button>
    </Group>
  );
}
