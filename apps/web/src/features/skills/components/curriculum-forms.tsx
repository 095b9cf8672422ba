// The curricula editor's two forms, each in a dialog: a level (its curriculum when new, its name in
// English and Spanish, the programs that teach it) and a skill (name, Spanish name, description,
// video link, needed to move up). Server field errors show under their field.
import type { ReactNode } from 'react';
import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { LevelBody, Skill, SkillBody } from '@springboard/contract/skills';
import { apiFieldErrors, errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

/** A dialog holding one editor form: saving closes it; a refusal shows under its fields and in a toast. */
function EditorDialog<V>({
  title,
  form,
  save,
  onClose,
  children,
}: {
  title: string;
  form: UseFormReturnType<V>;
  save: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('skills');
  const submit = async (v: V) => {
    try {
      await save(v);
      onClose();
    } catch (err) {
      form.setErrors(apiFieldErrors(err, t));
      toast('error', t('saveFailed', { message: errorText(err, t) }), { closeLabel: t('close') });
    }
  };
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('editor.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('editor.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export type LevelValues = { curriculum: string; name: string; name_es: string; program_ids: string[] };

export function LevelForm({
  title,
  initial,
  askCurriculum,
  programs,
  onSave,
  onClose,
}: {
  title: string;
  initial: LevelValues;
  /** A new curriculum: its name is typed here; otherwise the level stays in its curriculum. */
  askCurriculum: boolean;
  programs: { id: string; label: string }[];
  onSave: (body: LevelBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('skills');
  const form = useForm<LevelValues>({
    initialValues: initial,
    validate: {
      curriculum: (v) => (v.trim() ? null : t('editor.required')),
      name: (v) => (v.trim() ? null : t('editor.required')),
    },
  });
  const save = (v: LevelValues) =>
    onSave({
      curriculum: v.curriculum.trim(),
      name: v.name.trim(),
      name_es: v.name_es.trim() || null,
      program_ids: v.program_ids,
    });
  return (
    <EditorDialog title={title} form={form} save={save} onClose={onClose}>
      {askCurriculum && (
        <TextInput
          {...form.getInputProps('curriculum')}
          label={t('editor.curriculum')}
          description={t('editor.curriculumHelp')}
          withAsterisk
          maxLength={80}
          data-autofocus
        />
      )}
      <TextInput {...form.getInputProps('name')} label={t('editor.levelName')} withAsterisk maxLength={80} />
      <TextInput
        {...form.getInputProps('name_es')}
        label={t('editor.nameEs')}
        description={t('editor.optional')}
        maxLength={80}
      />
      <Checkbox.Group {...form.getInputProps('program_ids')} label={t('editor.programs')} description={t('editor.programsHelp')}>
        <Stack gap={6} mt={6}>
          {programs.map((p) => (
            <Checkbox key={p.id} value={p.id} label={p.label} />
          ))}
        </Stack>
      </Checkbox.Group>
    </EditorDialog>
  );
}

type SkillValues = { name: string; name_es: string; description: string; video_url: string; required_to_move_up: boolean };

export const skillBodyOf = (s: Skill, change: Partial<SkillBody> = {}): SkillBody => ({
  name: s.name,
  name_es: s.name_es,
  description: s.description,
  video_url: s.video_url,
  required_to_move_up: s.required_to_move_up,
  ...change,
});

export function SkillForm({
  title,
  skill,
  onSave,
  onClose,
}: {
  title: string;
  skill: Skill | null;
  onSave: (body: SkillBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('skills');
  const form = useForm<SkillValues>({
    initialValues: {
      name: skill?.name ?? '',
      name_es: skill?.name_es ?? '',
      description: skill?.description ?? '',
      video_url: skill?.video_url ?? '',
      required_to_move_up: skill?.required_to_move_up ?? true,
    },
    validate: { name: (v) => (v.trim() ? null : t('editor.required')) },
  });
  const save = (v: SkillValues) =>
    onSave({
      name: v.name.trim(),
      name_es: v.name_es.trim() || null,
      description: v.description.trim() || null,
      video_url: v.video_url.trim() || null,
      required_to_move_up: v.required_to_move_up,
    });
  return (
    <EditorDialog title={title} form={form} save={save} onClose={onClose}>
      <TextInput {...form.getInputProps('name')} label={t('editor.skillName')} withAsterisk maxLength={120} data-autofocus />
      <TextInput
        {...form.getInputProps('name_es')}
        label={t('editor.nameEs')}
        description={t('editor.optional')}
        maxLength={120}
      />
      <Textarea
        {...form.getInputProps('description')}
        label={t('editor.description')}
        description={t('editor.optional')}
        maxLength={1000}
        autosize
        minRows={2}
      />
      <TextInput
        {...form.getInputProps('video_url')}
        type="url"
        label={t('editor.video')}
        description={t('editor.videoHelp')}
        maxLength={500}
      />
      <Switch
        {...form.getInputProps('required_to_move_up', { type: 'checkbox' })}
        label={t('required')}
        description={t('editor.requiredHelp')}
      />
    </EditorDialog>
  );
}
