// One level of the curricula editor: its name, the programs that teach it, move up/down, rename,
// remove; and its skills in order, each with "needed to move up" (one tap), move up/down, edit and
// remove. Reordering sends the whole new order in one call, so positions never collide.
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { skillOperations } from '@springboard/contract/operations/skills';
import type { Level, Skill } from '@springboard/contract/skills';
import { localName } from '../../../components/skills/skill-evaluator';
import { useOperationMutation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { skillBodyOf, SkillForm } from './curriculum-forms';

/** `ids` with the item at `i` swapped with its neighbour `by` places away. */
export const moved = (ids: readonly string[], i: number, by: -1 | 1): string[] => {
  const next = [...ids];
  [next[i], next[i + by]] = [next[i + by]!, next[i]!];
  return next;
};

export function LevelCard({
  level,
  first,
  last,
  onMove,
  onEdit,
  onRemove,
}: {
  level: Level;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('skills');
  const name = localName(level, i18n.language);
  const titleId = `level-${level.id}`;
  const [editing, setEditing] = useState<Skill | 'new' | null>(null);
  const invalidates = [skillOperations.levels, skillOperations.skills, skillOperations.athleteSkills, skillOperations.ready];
  const create = useOperationMutation(skillOperations.createSkill, { invalidates });
  const update = useOperationMutation(skillOperations.updateSkill, { invalidates });
  const remove = useOperationMutation(skillOperations.deleteSkill, { invalidates });
  const order = useOperationMutation(skillOperations.orderSkills, { invalidates });
  const closeLabel = t('close');
  const fail = (err: unknown) => toast('error', t('saveFailed', { message: errorText(err, t) }), { closeLabel });
  const ids = level.skills.map((s) => s.id);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {`${level.position}. ${name}`}
            </Title>
            <Text size="sm" c="gray.7">
              {level.programs.length > 0
                ? t('editor.taughtIn', { programs: level.programs.map((p) => p.label).join(', ') })
                : t('editor.noPrograms')}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              disabled={first}
              onClick={() => onMove(-1)}
              aria-label={t('editor.levelUp', { name })}
            >
              <IconArrowUp size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              disabled={last}
              onClick={() => onMove(1)}
              aria-label={t('editor.levelDown', { name })}
            >
              <IconArrowDown size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" onClick={onEdit} aria-label={t('editor.editLevel', { name })}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" color="red" size="lg" onClick={onRemove} aria-label={t('editor.removeLevel', { name })}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        {level.skills.length === 0 && (
          <Text size="sm" c="gray.7">
            {t('noSkills')}
          </Text>
        )}
        <Stack
          gap={6}
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('editor.skillsOf', { name })}
        >
          {level.skills.map((s, i) => {
            const label = localName(s, i18n.language);
            return (
              <Paper component="li" key={s.id} withBorder radius="sm" px="sm" py={6} bg="gray.0">
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
                    <Text size="sm" fw={500}>{`${s.position}. ${label}`}</Text>
                    {s.description && (
                      <Text size="xs" c="gray.7" lineClamp={2}>
                        {s.description}
                      </Text>
                    )}
                  </Stack>
                  <Group gap={6} wrap="nowrap">
                    <Switch
                      size="sm"
                      label={t('editor.requiredShort')}
                      aria-label={t('editor.requiredOf', { skill: label })}
                      checked={s.required_to_move_up}
                      disabled={update.isPending}
                      onChange={(e) => {
                        const required_to_move_up = e.currentTarget.checked;
                        update.mutate(
                          { params: { id: level.id, skillId: s.id }, body: skillBodyOf(s, { required_to_move_up }) },
                          { onError: fail },
                        );
                      }}
                    />
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      disabled={i === 0 || order.isPending}
                      aria-label={t('editor.skillUp', { skill: label })}
                      onClick={() =>
                        order.mutate({ params: { id: level.id }, body: { skill_ids: moved(ids, i, -1) } }, { onError: fail })
                      }
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      disabled={i === ids.length - 1 || order.isPending}
                      aria-label={t('editor.skillDown', { skill: label })}
                      onClick={() =>
                        order.mutate({ params: { id: level.id }, body: { skill_ids: moved(ids, i, 1) } }, { onError: fail })
                      }
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      aria-label={t('editor.editSkill', { skill: label })}
                      onClick={() => setEditing(s)}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      size="lg"
                      variant="subtle"
                      color="red"
                      aria-label={t('editor.removeSkill', { skill: label })}
                      onClick={() => {
                        if (!window.confirm(t('editor.removeSkillConfirm', { skill: label }))) return;
                        remove.mutate(
                          { params: { id: level.id, skillId: s.id } },
                          {
                            onSuccess: () => toast('success', t('editor.skillRemoved'), { closeLabel }),
                            onError: fail,
                          },
                        );
                      }}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing('new')}
        >
          {t('editor.addSkillTo', { name })}
        </Button>
      </Stack>
      {editing && (
        <SkillForm
          title={
            editing === 'new'
              ? t('editor.newSkill', { name })
              : t('editor.editSkill', { skill: localName(editing, i18n.language) })
          }
          skill={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            if (editing === 'new') await create.mutateAsync({ params: { id: level.id }, body });
            else await update.mutateAsync({ params: { id: level.id, skillId: editing.id }, body });
            toast('success', t('saved'), { closeLabel });
          }}
        />
      )}
    </Paper>
  );
}
