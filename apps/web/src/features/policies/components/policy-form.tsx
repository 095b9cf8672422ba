// Adding or editing one policy: title, address (slug), text and whether registration asks for it.
// A changed text is saved by the server as a new version.
import { useState } from 'react';
import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Policy } from '@springboard/contract/policies';
import { policyOperations } from '@springboard/contract/operations/policies';
import { useOperationMutation } from '../../../lib/operations';
import { apiFieldErrors, errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

type Values = { title: string; slug: string; text: string; required_at_registration: boolean };

export function PolicyForm({ policy, onDone }: { policy: Policy | null; onDone: () => void }) {
  const { t } = useTranslation('policies');
  const [values, setValues] = useState<Values>({
    title: policy?.title ?? '',
    slug: policy?.slug ?? '',
    text: policy?.text ?? '',
    required_at_registration: policy?.required_at_registration ?? false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useOperationMutation(policyOperations.create, { invalidates: [policyOperations] });
  const update = useOperationMutation(policyOperations.update, { invalidates: [policyOperations] });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    setErrors({});
    const body = { ...values, ...(values.slug.trim() ? { slug: values.slug.trim() } : { slug: undefined }) };
    try {
      const saved = policy
        ? await update.mutateAsync({ params: { id: policy.id }, body })
        : await create.mutateAsync({ body });
      const changed = policy && saved.current_version !== policy.current_version;
      toast('success', changed ? t('admin.newVersion', { version: saved.current_version }) : t('admin.saved'), {
        closeLabel: t('admin.close'),
      });
      onDone();
    } catch (err) {
      const fields = apiFieldErrors(err, t);
      if (Object.keys(fields).length) setErrors(fields);
      else setErrors({ form: errorText(err, t) });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <TextInput label={t('admin.title')} required value={values.title} error={errors.title} onChange={(e) => set('title', e.currentTarget.value)} />
        <TextInput
          label={t('admin.slug')}
          description={t('admin.slugHint')}
          value={values.slug}
          error={errors.slug}
          onChange={(e) => set('slug', e.currentTarget.value)}
        />
        <Textarea
          label={t('admin.text')}
          required
          autosize
          minRows={8}
          maxRows={20}
          value={values.text}
          error={errors.text ?? errors.form}
          onChange={(e) => set('text', e.currentTarget.value)}
        />
        <Switch
          label={t('admin.required')}
          description={t('admin.requiredHint')}
          checked={values.required_at_registration}
          onChange={(e) => set('required_at_registration', e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
