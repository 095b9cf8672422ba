// "Mastered for everyone present": one skill of the class's level marked mastered for every athlete
// the class's saved attendance has present (or make-up), in one call.
import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { skillOperations } from '@springboard/contract/operations/skills';
import { errorMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { useOperation, useOperationMutation } from '../../lib/operations';
import { localName } from './skill-evaluator';

export function ClassMastered({ programId, slotId, date }: { programId: string; slotId: string; date: string }) {
  const { t, i18n } = useTranslation('skills');
  const levels = useOperation(skillOperations.levels, {});
  const level = levels.data?.find((l) => l.programs.some((p) => p.id === programId));
  const [skillId, setSkillId] = useState('');
  const mark = useOperationMutation(skillOperations.masteredPresent, { invalidates: [skillOperations] });
  if (!levels.data) return null;
  const chosen = skillId || level?.skills[0]?.id || '';
  const run = async () => {
    try {
      const done = await mark.mutateAsync({ params: { skillId: chosen }, body: { slot_id: slotId, date } });
      toast('success', t('bulk.done', { count: done.athlete_ids.length }), { closeLabel: t('close') });
    } catch (err) {
      toast('error', t('saveFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="class-mastered-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="class-mastered-title">
          {t('bulk.title')}
        </Title>
        {!level || level.skills.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('bulk.noLevel')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('bulk.lead')}
            </Text>
            <Group align="flex-end" gap="xs">
              <NativeSelect
                flex={1}
                miw={200}
                label={t('bulk.skill')}
                value={chosen}
                onChange={(e) => setSkillId(e.currentTarget.value)}
                data={level.skills.map((s) => ({ value: s.id, label: localName(s, i18n.language) }))}
              />
              <Button onClick={() => void run()} loading={mark.isPending}>
                {t('bulk.run')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
