// The one program form of Create New Program and Programs Management: the program's details and its
// slot editor, checked by the contract's schema before anything is sent, the server's refusals shown
// under the same fields, and a toast for success or failure. A refused save changes nothing on the server, so
// the form keeps what was typed (and puts back a slot whose deletion was refused).
import { useState } from 'react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast } from '../../../lib/toast';
import { useRecheckOnLanguage } from '../../../lib/use-recheck-on-language';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AGE_LIMITS, DURATION_LIMITS, type ProgramWithSlots } from '@springboard/contract/programs';
import { ApiError } from '../../../lib/api-client';
import {
  createBody,
  detailsToFormErrors,
  keyFromLabel,
  programErrors,
  programToValues,
  updateBody,
  type ProgramValues,
  type SlotValues,
} from '../program-form';
import { SlotEditor } from './slot-editor';
import type { ClubPicture } from '@springboard/contract/pictures';
import { programOperations } from '@springboard/contract/operations/programs';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { termOperations } from '@springboard/contract/operations/terms';
import { NO_PICTURE_CHANGE, ProgramPictureField, type PictureChoice } from './program-picture-field';
import { serverMessage, errorText } from '../../../lib/server-messages';

/** Toast text in the body colour: Mantine's dimmed grey description is below WCAG AA contrast. */

type Props =
  | {
      mode: 'create';
      initialValues: ProgramValues;
      onSave: (body: ReturnType<typeof createBody>) => Promise<ProgramWithSlots>;
      image?: undefined;
    }
  | {
      mode: 'update';
      initialValues: ProgramValues;
      onSave: (body: ReturnType<typeof updateBody>) => Promise<ProgramWithSlots>;
      /** The program's saved picture. */
      image: ClubPicture | null;
    };

export function ProgramForm(props: Props) {
  const { mode, initialValues } = props;
  const { t } = useTranslation('programs');
  const terms = useOperation(termOperations.list, {});
  const termOptions = (terms.data ?? []).map((term) => ({ value: term.id, label: term.name }));
  /** Saved slots taken out of the form, with where they were: their ids go in deletedSlotIds. */
  const [removed, setRemoved] = useState<{ slot: SlotValues; index: number }[]>([]);
  const [refusedKeys, setRefusedKeys] = useState<ReadonlySet<string>>(() => new Set());
  const [keyTouched, setKeyTouched] = useState(mode === 'update');
  const [saving, setSaving] = useState(false);
  const [fixFields, setFixFields] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [picture, setPicture] = useState<PictureChoice>(NO_PICTURE_CHANGE);
  // The picture's own bytes; the server keeps it in responsive widths.
  const uploadImage = useOperationMutation(programOperations.uploadProgramImage, { invalidates: [programOperations] });
  const removeImage = useOperationMutation(programOperations.removeProgramImage, { invalidates: [programOperations] });
  const form = useForm<ProgramValues>({
    initialValues,
    // Checked on save (a field's error clears as it is changed): checking on blur would move the
    // Save button under the pointer as an error appears, and the click would miss it.
    validate: (values) => programErrors(values, t, mode),
  });

  useRecheckOnLanguage(form);

  const notify = (ok: boolean, message: string, title?: string) =>
    toast(ok ? 'success' : 'error', message, { closeLabel: t('close'), ...(title ? { title } : {}) });

  const onRemoved = (slot: SlotValues, index: number) => {
    if (slot.id) setRemoved((prev) => [...prev, { slot, index }]);
  };
  const onRefused = (slot: SlotValues) => setRefusedKeys((prev) => new Set(prev).add(slot.key));

  /** Puts slots back where they were (latest removal last, so earlier positions hold). */
  const putBack = (entries: { slot: SlotValues; index: number }[]) => {
    for (const { slot, index } of [...entries].reverse()) {
      form.insertListItem('slots', slot, Math.min(index, form.getValues().slots.length));
    }
  };

  const undoRemove = () => {
    putBack(removed);
    setRemoved([]);
  };

  const refused = (err: unknown) => {
    const details = err instanceof ApiError ? err.details : [];
    // A deletion the server refused (athletes enrolled meanwhile): the slot comes back to the form.
    const back = details.flatMap((d) => {
      const m = /^deletedSlotIds\.(\d+)$/.exec(d.field);
      const entry = m ? removed[Number(m[1])] : undefined;
      return entry ? [entry] : [];
    });
    if (back.length) {
      putBack(back);
      setRemoved((prev) => prev.filter((e) => !back.includes(e)));
      setRefusedKeys((prev) => new Set([...prev, ...back.map((e) => e.slot.key)]));
    }
    const fieldErrors = detailsToFormErrors(
      details.filter((d) => !/^deletedSlotIds\./.test(d.field)),
      t,
    );
    form.setErrors(fieldErrors);
    const message = errorText(err, t);
    setServerError(Object.keys(fieldErrors).length || back.length ? null : message);
    if (mode === 'create') notify(false, t('create.failed', { message }));
    else notify(false, message, t('manage.failed'));
  };

  /** After the program is saved: its chosen picture sent, or its picture removed. A refusal is said
   *  under the picture field (the program itself stays saved). */
  const savePicture = async (programId: string): Promise<boolean> => {
    if (!picture.file && !picture.remove) return true;
    try {
      if (picture.file) {
        await uploadImage.mutateAsync({ params: { id: programId }, body: new Uint8Array(await picture.file.arrayBuffer()) });
      } else await removeImage.mutateAsync({ params: { id: programId } });
      notify(true, picture.file ? t('picture.uploaded') : t('picture.removed'));
      setPicture(NO_PICTURE_CHANGE);
      return true;
    } catch (err) {
      const message =
        err instanceof ApiError && err.fieldDetail('image') ? serverMessage(t, err.fieldDetail('image')!) : errorText(err, t);
      notify(false, t('picture.failed', { message }));
      // A new program's form starts again empty: its refused file goes with it.
      setPicture(mode === 'create' ? NO_PICTURE_CHANGE : { file: picture.file, remove: picture.remove, error: message });
      return false;
    }
  };

  const submit = async (values: ProgramValues) => {
    if (picture.error) {
      setFixFields(true);
      return;
    }
    setSaving(true);
    setFixFields(false);
    setServerError(null);
    try {
      if (props.mode === 'create') {
        const created = await props.onSave(createBody(values));
        notify(true, t('create.success'));
        await savePicture(created.id);
        form.setValues(initialValues);
        form.resetDirty(initialValues);
        setKeyTouched(false);
      } else {
        const saved = await props.onSave(
          updateBody(
            values,
            removed.map((e) => e.slot.id!),
          ),
        );
        notify(true, t('manage.success'));
        await savePicture(saved.id);
        // The saved program, with the new slots' ids: a second save updates them rather than adding them again.
        const next = programToValues(saved);
        form.setValues(next);
        form.resetDirty(next);
        setRemoved([]);
        setRefusedKeys(new Set());
      }
    } catch (err) {
      refused(err);
    } finally {
      setSaving(false);
    }
  };

  const focusFirstError = () => {
    setFixFields(true);
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const label = form.getInputProps('label');

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v), focusFirstError)} noValidate>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="program-details-heading">
          <Title order={2} size="h3" id="program-details-heading">
            {t('fields.details')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...label}
              label={t('fields.label')}
              withAsterisk
              maxLength={80}
              onChange={(e) => {
                const value = e.currentTarget.value;
                form.setFieldValue('label', value);
                if (!keyTouched) form.setFieldValue('key', keyFromLabel(value));
              }}
            />
            <TextInput
              {...form.getInputProps('key')}
              label={t('fields.key')}
              description={t('fields.keyHint')}
              withAsterisk
              maxLength={40}
              autoCapitalize="none"
              spellCheck={false}
              onChange={(e) => {
                setKeyTouched(true);
                form.setFieldValue('key', e.currentTarget.value);
              }}
            />
          </SimpleGrid>
          <Textarea
            {...form.getInputProps('description')}
            label={t('fields.description')}
            description={t('fields.descriptionHint')}
            maxLength={500}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              {...form.getInputProps('label_es')}
              label={t('fields.labelEs')}
              description={t('fields.spanishHint')}
              maxLength={80}
              lang="es"
            />
            <Textarea
              {...form.getInputProps('description_es')}
              label={t('fields.descriptionEs')}
              description={t('fields.spanishHint')}
              maxLength={500}
              autosize
              minRows={2}
              lang="es"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              {...form.getInputProps('duration_hours')}
              label={t('fields.duration')}
              description={t('fields.durationHint')}
              withAsterisk
              min={DURATION_LIMITS.min}
              max={DURATION_LIMITS.max}
              step={DURATION_LIMITS.step}
              decimalScale={2}
              allowNegative={false}
              inputMode="decimal"
            />
            <NumberInput
              {...form.getInputProps('min_age')}
              label={t('fields.minAge')}
              description={t('fields.agesHint')}
              withAsterisk
              min={AGE_LIMITS.min}
              max={AGE_LIMITS.max}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
            />
            <NumberInput
              {...form.getInputProps('max_age')}
              label={t('fields.maxAge')}
              description={t('fields.agesHint')}
              withAsterisk
              min={AGE_LIMITS.min}
              max={AGE_LIMITS.max}
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              {...form.getInputProps('term_id')}
              label={t('fields.term')}
              description={t('fields.termHint')}
              data={[{ value: '', label: t('fields.allYear') }, ...termOptions]}
              allowDeselect={false}
            />
            <TextInput
              {...form.getInputProps('makeup_group')}
              label={t('fields.makeupGroup')}
              description={t('fields.makeupGroupHint')}
              maxLength={40}
            />
          </SimpleGrid>
        </Stack>

        <ProgramPictureField
          saved={props.image ?? null}
          programName={label.value as string}
          value={picture}
          onChange={setPicture}
        />

        <SlotEditor form={form} terms={termOptions} refused={refusedKeys} onRefused={onRefused} onRemoved={onRemoved} />

        {removed.length > 0 && (
          <Alert variant="light" color="orange" icon={<IconInfoCircle aria-hidden />}>
            <Group justify="space-between" gap="xs">
              <span>{t('manage.slotsDeleted', { count: removed.length })}</span>
              <Button size="compact-sm" variant="default" onClick={undoRemove}>
                {t('manage.undoDelete')}
              </Button>
            </Group>
          </Alert>
        )}
        {(fixFields || serverError) && (
          <Alert color="red" variant="light" role="alert">
            {serverError ?? t('fixErrors')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            {mode === 'create' ? t('create.submit') : t('manage.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
