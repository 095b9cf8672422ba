// The medical and emergency details of one athlete at registration: the ones the club requires
// (Manage Settings) are marked and checked before paying; the rest are optional. More emergency
// contacts can be added on the athlete's page after registration.
import { Fieldset, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MEDICAL_TEXT_MAX, type MedicalField } from '@springboard/contract/medical';
import type { RegistrationValues } from '../registration-form';

export function AthleteMedicalFields({
  form,
  index,
  required,
}: {
  form: UseFormReturnType<RegistrationValues>;
  index: number;
  required: readonly MedicalField[];
}) {
  const { t } = useTranslation('medical');
  const at = `athletes.${index}.medical` as const;
  const needs = (f: MedicalField) => required.includes(f);
  const err = (k: string) => form.errors[`${at}.${k}`] as string | undefined;
  const text = (k: 'allergies' | 'medical_notes' | 'medications', label: string, f: MedicalField) => (
    <Textarea
      label={label}
      withAsterisk={needs(f)}
      autosize
      minRows={1}
      maxLength={MEDICAL_TEXT_MAX}
      {...form.getInputProps(`${at}.${k}`)}
      error={err(k)}
    />
  );
  return (
    <Fieldset legend={t('registration.title')} variant="filled">
      <Stack gap="xs">
        <Text size="xs" c="gray.7">
          {required.length ? t('registration.required') : t('registration.optional')}
        </Text>
        {text('allergies', t('allergies'), 'allergies')}
        {text('medical_notes', t('medicalNotes'), 'medical_notes')}
        {text('medications', t('medications'), 'medications')}
        <Radio.Group
          label={t('photoConsent')}
          withAsterisk={needs('photo_consent')}
          {...form.getInputProps(`${at}.photo_consent`)}
          error={err('photo_consent')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label={t('yes')} />
            <Radio value="no" label={t('no')} />
          </Group>
        </Radio.Group>
        <Text size="sm" fw={600}>
          {t('contacts')}
        </Text>
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <TextInput
            label={t('contactName')}
            withAsterisk={needs('emergency_contact')}
            maxLength={120}
            miw={160}
            {...form.getInputProps(`${at}.contact_name`)}
            error={err('contact_name')}
          />
          <TextInput
            label={t('relationship')}
            withAsterisk={needs('emergency_contact')}
            maxLength={60}
            miw={140}
            {...form.getInputProps(`${at}.contact_relationship`)}
            error={err('contact_relationship')}
          />
          <TextInput
            label={t('phone')}
            type="tel"
            withAsterisk={needs('emergency_contact')}
            maxLength={40}
            miw={140}
            {...form.getInputProps(`${at}.contact_phone`)}
            error={err('contact_phone')}
          />
        </Group>
      </Stack>
    </Fieldset>
  );
}
