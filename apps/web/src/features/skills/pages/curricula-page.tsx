// admin/curricula: the club's curricula. Pick one (a new club starts with two, in our own words, to
// edit or remove), then add, rename, reorder or remove its levels (a level in use is kept: the
// server says why), tie programs to a level, and edit each level's skills.
import { useState } from 'react';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { programOperations } from '@springboard/contract/operations/programs';
import { skillOperations } from '@springboard/contract/operations/skills';
import type { Level } from '@springboard/contract/skills';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { localName } from '../../../components/skills/skill-evaluator';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorMessage, errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { LevelForm, type LevelValues } from '../components/curriculum-forms';
import { LevelCard, moved } from '../components/level-card';

type Editing = { level: Level | null; newCurriculum: boolean };

export default function CurriculaPage() {
  const { t, i18n } = useTranslation('skills');
  const { t: ta } = useTranslation('areas');
  const levels = useOperation(skillOperations.levels, {});
  const programs = useOperation(programOperations.list, {});
  const invalidates = [skillOperations.levels, skillOperations.athleteSkills, skillOperations.ready, programOperations];
  const create = useOperationMutation(skillOperations.createLevel, { invalidates });
  const update = useOperationMutation(skillOperations.updateLevel, { invalidates });
  const remove = useOperationMutation(skillOperations.deleteLevel, { invalidates });
  const order = useOperationMutation(skillOperations.orderLevels, { invalidates });
  const [chosen, setChosen] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const closeLabel = t('close');
  const fail = (err: unknown) => toast('error', t('saveFailed', { message: errorText(err, t) }), { closeLabel });

  if (levels.isLoading) return <Loading h="40vh" />;
  if (levels.isError) return <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(levels.error) })} />;
  const all = levels.data ?? [];
  const curricula = [...new Set(all.map((l) => l.curriculum))];
  const current = chosen && curricula.includes(chosen) ? chosen : (curricula[0] ?? null);
  const shown = all.filter((l) => l.curriculum === current);
  const ids = shown.map((l) => l.id);
  const programList = (programs.data ?? []).map((p) => ({
    id: p.id,
    label: i18n.language.startsWith('es') && p.label_es ? p.label_es : p.label,
  }));

  const initial = (e: Editing): LevelValues => ({
    curriculum: e.newCurriculum ? '' : (current ?? ''),
    name: e.level?.name ?? '',
    name_es: e.level?.name_es ?? '',
    program_ids: e.level?.programs.map((p) => p.id) ?? [],
  });
  const removeLevel = (level: Level) => {
    if (!window.confirm(t('editor.removeLevelConfirm', { name: localName(level, i18n.language) }))) return;
    remove.mutate(
      { params: { id: level.id } },
      { onSuccess: () => toast('success', t('editor.levelRemoved'), { closeLabel }), onError: fail },
    );
  };

  return (
    <>
      <PageHeader title={ta('pages.curricula')} lead={t('editor.lead')} />
      <Stack gap="md">
        <Group align="flex-end" gap="sm">
          {curricula.length > 0 && (
            <NativeSelect
              label={t('editor.curriculum')}
              value={current ?? ''}
              onChange={(e) => setChosen(e.currentTarget.value)}
              data={curricula}
              miw={220}
            />
          )}
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ level: null, newCurriculum: true })}
          >
            {t('editor.newCurriculum')}
          </Button>
        </Group>
        {current === null ? (
          <EmptyState text={t('editor.empty')} />
        ) : (
          <>
            <Text size="sm" c="gray.7">
              {t('editor.orderHelp')}
            </Text>
            {shown.map((level, i) => (
              <LevelCard
                key={level.id}
                level={level}
                first={i === 0}
                last={i === shown.length - 1}
                onMove={(by) =>
                  order.mutate({ body: { curriculum: level.curriculum, level_ids: moved(ids, i, by) } }, { onError: fail })
                }
                onEdit={() => setEditing({ level, newCurriculum: false })}
                onRemove={() => removeLevel(level)}
              />
            ))}
            <Button
              w="fit-content"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ level: null, newCurriculum: false })}
            >
              {t('editor.addLevelTo', { curriculum: current })}
            </Button>
          </>
        )}
      </Stack>
      {editing && (
        <LevelForm
          title={
            editing.level
              ? t('editor.editLevel', { name: localName(editing.level, i18n.language) })
              : editing.newCurriculum
                ? t('editor.newCurriculum')
                : t('editor.newLevel', { curriculum: current })
          }
          initial={initial(editing)}
          askCurriculum={editing.newCurriculum}
          programs={programList}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            if (editing.level) await update.mutateAsync({ params: { id: editing.level.id }, body });
            else await create.mutateAsync({ body });
            if (editing.newCurriculum) setChosen(body.curriculum);
            toast('success', t('saved'), { closeLabel });
          }}
        />
      )}
    </>
  );
}
