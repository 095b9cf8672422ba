// An athlete's skills on their page, for staff holding evaluate_skills: the one-tap evaluator of the
// level's skills, and a change of level by hand with its reason (kept in the level history, shown
// below it). The server checks the permission on every save.
import { useState } from 'react';
import { Button, List, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { skillOperations } from '@springboard/contract/operations/skills';
import { formatDate } from '../../lib/dates';
import { apiFieldErrors, errorText } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { useOperation, useOperationCache, useOperationMutation } from '../../lib/operations';
import { localName, SkillEvaluator } from './skill-evaluator';

export function AthleteSkillsSection({ athleteId, name }: { athleteId: string; name: string }) {
  const { t } = useTranslation('skills');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="athlete-skills">
      <Stack gap="sm">
        <Title order={2} size="h3" id="athlete-skills">
          {t('athletePage.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('athletePage.lead')}
        </Text>
        <SkillEvaluator athleteId={athleteId} name={name} />
        <LevelChange athleteId={athleteId} />
      </Stack>
    </Paper>
  );
}

const NONE = '';

function LevelChange({ athleteId }: { athleteId: string }) {
  const { t, i18n } = useTranslation('skills');
  const lang = i18n.language;
  const skills = useOperation(skillOperations.athleteSkills, { params: { id: athleteId } });
  const levels = useOperation(skillOperations.levels, {});
  const cache = useOperationCache();
  const setLevel = useOperationMutation(skillOperations.setLevel, {
    onSuccess: (data) => cache.set(skillOperations.athleteSkills, { params: { id: athleteId } }, data),
    invalidates: [skillOperations.ready],
  });
  const currentId = skills.data?.level?.id ?? NONE;
  const [levelId, setLevelId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const chosen = levelId ?? currentId;
  const closeLabel = t('close');

  const save = async () => {
    const problems: Record<string, string> = {};
    if (chosen === currentId) problems.level_id = t('athletePage.unchanged');
    if (!reason.trim()) problems.reason = t('editor.required');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await setLevel.mutateAsync({ params: { id: athleteId }, body: { level_id: chosen || null, reason: reason.trim() } });
      toast('success', t('athletePage.changed'), { closeLabel });
      setLevelId(null);
      setReason('');
    } catch (err) {
      setErrors(apiFieldErrors(err, t));
      toast('error', t('saveFailed', { message: errorText(err, t) }), { closeLabel });
    }
  };

  if (!skills.data || !levels.data) return null;
  const history = skills.data.level_history;
  return (
    <Stack gap="xs" mt="sm">
      <Title order={3} size="h4">
        {t('athletePage.levelTitle')}
      </Title>
      <NativeSelect
        label={t('athletePage.levelLabel')}
        value={chosen}
        error={errors.level_id}
        onChange={(e) => setLevelId(e.currentTarget.value)}
        data={[
          { value: NONE, label: t('athletePage.noLevelOption') },
          ...levels.data.map((l) => ({
            value: l.id,
            label: t('levelLine', { curriculum: l.curriculum, level: localName(l, lang) }),
          })),
        ]}
      />
      <TextInput
        label={t('athletePage.reason')}
        description={t('athletePage.reasonHelp')}
        withAsterisk
        maxLength={200}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.currentTarget.value)}
      />
      <Button w="fit-content" onClick={() => void save()} loading={setLevel.isPending}>
        {t('athletePage.save')}
      </Button>
      <Title order={3} size="h5" mt="xs">
        {t('athletePage.history')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('athletePage.historyEmpty')}
        </Text>
      ) : (
        <List size="sm">
          {history.map((h) => (
            <List.Item key={h.at}>
              {t('athletePage.historyLine', {
                from: h.from === null ? t('athletePage.none') : localName({ name: h.from, name_es: h.from_es }, lang),
                to: h.to === null ? t('athletePage.none') : localName({ name: h.to, name_es: h.to_es }, lang),
                date: formatDate(h.at, lang),
              })}
              {/* An accepted move-up offer records the reason 'moved_up'; staff's own words show as written. */}
              {`: ${h.reason === 'moved_up' ? t('athletePage.movedUp') : h.reason}`}
              {h.by ? ` (${t('by', { name: h.by })})` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
