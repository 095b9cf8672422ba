// admin/ready-to-move-up and staff/ready-to-move-up (manage_athletes_page): athletes who mastered
// every required skill of their level, and one action offering a place in a class of the next level
// (the waitlist's timed offer by e-mail, or the class's waitlist when it is full).
import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { skillOperations } from '@springboard/contract/operations/skills';
import { waitlistOperations } from '@springboard/contract/operations/waitlist';
import type { ReadyAthlete } from '@springboard/contract/skills';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { useSlotWhen } from '../../../components/slot-picker/use-slot-when';
import { localName } from '../../../components/skills/skill-evaluator';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

export default function ReadyPage() {
  const { t } = useTranslation('skills');
  const { t: ta } = useTranslation('areas');
  const ready = useOperation(skillOperations.ready, {});
  return (
    <>
      <PageHeader title={ta('pages.readyToMoveUp')} lead={t('readyPage.lead')} />
      {ready.isLoading ? (
        <Loading h={200} />
      ) : ready.isError ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(ready.error) })} />
      ) : !ready.data?.length ? (
        <EmptyState text={t('readyPage.empty')} />
      ) : (
        <Stack gap="sm">
          {ready.data.map((r) => (
            <ReadyCard key={r.athlete.id} r={r} />
          ))}
        </Stack>
      )}
    </>
  );
}

function ReadyCard({ r }: { r: ReadyAthlete }) {
  const { t, i18n } = useTranslation('skills');
  const lang = i18n.language;
  // A class by its program, days and hours, as a coach says it, not by its slot code.
  const when = useSlotWhen();
  const slots = r.programs.flatMap((p) => p.slots.map((s) => ({ ...s, program: p.label })));
  const [slotId, setSlotId] = useState(slots[0]?.id ?? '');
  const offer = useOperationMutation(skillOperations.offerMoveUp, { invalidates: [skillOperations.ready, waitlistOperations] });
  const name = `${r.athlete.first_name} ${r.athlete.last_name}`;
  const titleId = `ready-${r.athlete.id}`;
  const run = async () => {
    try {
      const made = await offer.mutateAsync({ params: { athleteId: r.athlete.id }, body: { slot_id: slotId } });
      toast('success', t(made.result === 'offered' ? 'readyPage.offered' : 'readyPage.waiting'), { closeLabel: t('close') });
    } catch (err) {
      toast('error', t('saveFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h5" id={titleId}>
            {name}
          </Title>
          {r.pending && (
            <Badge variant="light">
              {t(r.pending.status === 'offered' ? 'readyPage.pending_offered' : 'readyPage.pending_waiting')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('readyPage.family')}: {r.family.first_name} {r.family.last_name}
        </Text>
        <Text size="sm">
          {t('readyPage.level')}: {localName(r.level, lang)} →{' '}
          {r.next_level ? localName(r.next_level, lang) : t('readyPage.noNext')}
        </Text>
        {r.next_level &&
          (slots.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('readyPage.noSlots')}
            </Text>
          ) : (
            <Group align="flex-end" gap="xs">
              <NativeSelect
                flex={1}
                miw={220}
                label={t('readyPage.slot')}
                value={slotId}
                onChange={(e) => setSlotId(e.currentTarget.value)}
                data={slots.map((s) => ({
                  value: s.id,
                  label: `${s.program} · ${when(s)} · ${
                    s.capacity > s.enrolled ? t('readyPage.free', { count: s.capacity - s.enrolled }) : t('readyPage.full')
                  }`,
                }))}
              />
              <Button onClick={() => void run()} loading={offer.isPending} disabled={!slotId || r.pending !== null}>
                {t('readyPage.offer')}
              </Button>
            </Group>
          ))}
      </Stack>
    </Paper>
  );
}
