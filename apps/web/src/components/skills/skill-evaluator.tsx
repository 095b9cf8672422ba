// One athlete's skills of their level, for a coach on a phone: one tap per skill on a four-state
// control (saved at once), an optional short comment, and the date of the current state. Used from
// the attendance sheet and the athlete's page; the server checks evaluate_skills on every save.
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { skillOperations } from '@springboard/contract/operations/skills';
import { COMMENT_MAX, SKILL_STATES, type AthleteSkill, type SkillState } from '@springboard/contract/skills';
import { EmptyState } from '../empty-state';
import { Loading } from '../loading';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { useOperation, useOperationCache, useOperationMutation } from '../../lib/operations';

/** The skill's or level's name in the reader's language when the club wrote one. */
export const localName = (x: { name: string; name_es: string | null }, language: string) =>
  language.startsWith('es') && x.name_es ? x.name_es : x.name;

export function SkillEvaluator({ athleteId, name }: { athleteId: string; name: string }) {
  const { t, i18n } = useTranslation('skills');
  const skills = useOperation(skillOperations.athleteSkills, { params: { id: athleteId } });
  const cache = useOperationCache();
  const evaluate = useOperationMutation(skillOperations.evaluate, {
    onSuccess: (data) => cache.set(skillOperations.athleteSkills, { params: { id: athleteId } }, data),
    invalidates: [skillOperations.ready],
  });
  const save = async (skill: AthleteSkill, state: SkillState, comment: string | null) => {
    try {
      await evaluate.mutateAsync({ params: { id: athleteId, skillId: skill.id }, body: { state, comment } });
    } catch (err) {
      toast('error', t('saveFailed', { message: errorMessage(err) }), { closeLabel: t('close') });
    }
  };

  if (skills.isLoading) return <Loading h={120} />;
  if (skills.isError) return <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(skills.error) })} />;
  const data = skills.data!;
  if (!data.level) return <EmptyState text={t('noLevel', { name })} />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600}>{t('levelLine', { curriculum: data.level.curriculum, level: localName(data.level, i18n.language) })}</Text>
        <Text size="sm" c="gray.7" aria-live="polite">
          {t('share', { mastered: data.mastered, total: data.total })}
        </Text>
      </Group>
      {data.ready && (
        <Badge color="#1f6a2d" variant="light">
          {t('ready')}
        </Badge>
      )}
      {data.skills.length === 0 && <EmptyState text={t('noSkills')} />}
      {data.skills.map((s) => (
        <SkillRow key={s.id} skill={s} onSave={save} busy={evaluate.isPending} />
      ))}
    </Stack>
  );
}

function SkillRow({
  skill,
  onSave,
  busy,
}: {
  skill: AthleteSkill;
  onSave: (skill: AthleteSkill, state: SkillState, comment: string | null) => Promise<void>;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('skills');
  const label = localName(skill, i18n.language);
  const current = skill.history[0]?.comment ?? '';
  const [comment, setComment] = useState(current);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={500} size="sm">
            {label}
          </Text>
          <Text size="xs" c="gray.7" ta="right">
            {skill.required_to_move_up ? t('required') : t('optional')}
          </Text>
        </Group>
        {skill.video_url && (
          <Anchor href={skill.video_url} target="_blank" rel="noreferrer" size="xs">
            {t('video', { skill: label })}
          </Anchor>
        )}
        <SegmentedControl
          fullWidth
          size="sm"
          aria-label={t('stateOf', { skill: label })}
          value={skill.state}
          disabled={busy}
          // A dark green: white text on it reads at 4.5:1 or better.
          color={skill.state === 'mastered' ? '#1f6a2d' : 'blue.9'}
          // Four states side by side on a 390 px phone: a label wraps to two lines rather than being cut.
          styles={{
            label: {
              whiteSpace: 'normal',
              lineHeight: 1.2,
              paddingInline: 4,
              minHeight: 40,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            },
          }}
          data={SKILL_STATES.map((s) => ({ value: s, label: t(`states.${s}`) }))}
          onChange={(v) => void onSave(skill, v as SkillState, comment.trim() || null)}
        />
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            flex={1}
            size="sm"
            label={t('comment', { skill: label })}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.currentTarget.value)}
          />
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={t('saveComment')}
            disabled={busy || comment.trim() === current}
            onClick={() => void onSave(skill, skill.state, comment.trim() || null)}
          >
            <IconCheck size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {skill.evaluated_at && (
          <Text size="xs" c="gray.7">
            {t('lastChange', { state: t(`states.${skill.state}`), date: formatDate(skill.evaluated_at, i18n.language) })}
            {skill.history[0]?.by ? ` ${t('by', { name: skill.history[0].by })}` : ''}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
