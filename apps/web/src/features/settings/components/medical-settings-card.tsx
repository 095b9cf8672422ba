// Manage Settings: which medical and emergency details registration requires for each athlete.
import { useState } from 'react';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MEDICAL_FIELDS, type MedicalField } from '@springboard/contract/medical';
import { medicalOperations } from '@springboard/contract/operations/medical';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { useOperation, useOperationCache, useOperationMutation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';

export function MedicalSettingsCard() {
  const { t } = useTranslation('medical');
  const saved = useOperation(medicalOperations.settings, {}, { staleTime: 0 });
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="medical-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="medical-settings-title">
          {t('settings.title')}
        </Title>
        <Text size="sm" c="gray.7">
          {t('settings.lead')}
        </Text>
        {saved.isLoading ? (
          <Loading h={100} />
        ) : saved.data ? (
          <RequiredFields key={saved.data.required_fields.join()} initial={saved.data.required_fields} />
        ) : (
          <EmptyState tone="error" text={t('settings.loadFailed')} />
        )}
      </Stack>
    </Paper>
  );
}

function RequiredFields({ initial }: { initial: MedicalField[] }) {
  const { t } = useTranslation('medical');
  const cache = useOperationCache();
  const [fields, setFields] = useState<string[]>(initial);
  const save = useOperationMutation(medicalOperations.updateSettings, {
    onSuccess: (data) => {
      cache.set(medicalOperations.settings, {}, data);
      toast('success', t('settings.saved'), { closeLabel: t('close') });
    },
    onError: (err) => toast('error', errorText(err, t), { closeLabel: t('close') }),
  });
  return (
    <Stack gap="sm">
      <Checkbox.Group value={fields} onChange={setFields} label={t('registration.required')}>
        <Stack gap={6} mt={6}>
          {MEDICAL_FIELDS.map((f) => (
            <Checkbox key={f} value={f} label={t(`settings.fields.${f}`)} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Group justify="flex-end">
        <Button
          loading={save.isPending}
          onClick={() => save.mutate({ body: { required_fields: MEDICAL_FIELDS.filter((f) => fields.includes(f)) } })}
        >
          {t('settings.save')}
        </Button>
      </Group>
    </Stack>
  );
}
