// An athlete's medical and emergency details on the athlete's page: the family sees and edits them at
// once; staff with view_medical_info open them with a button, because each read by staff is written
// to the club's audit log, so a page view alone never counts as a look.
import { useState } from 'react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EMERGENCY_CONTACTS_MAX, MEDICAL_TEXT_MAX, type MedicalDetails } from '@springboard/contract/medical';
import { medicalOperations } from '@springboard/contract/operations/medical';
import { useAuth } from '../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../lib/operations';
import { apiFieldErrors, errorText, type FormErrors } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { Loading } from '../loading';

type Contact = { name: string; relationship: string; phone: string };
type Values = {
  medical_notes: string;
  allergies: string;
  medications: string;
  photo_consent: '' | 'yes' | 'no';
  emergency_contacts: Contact[];
};

const EMPTY_CONTACT: Contact = { name: '', relationship: '', phone: '' };

function toValues(d: MedicalDetails): Values {
  return {
    medical_notes: d.medical_notes ?? '',
    allergies: d.allergies ?? '',
    medications: d.medications ?? '',
    photo_consent: d.photo_consent === null ? '' : d.photo_consent ? 'yes' : 'no',
    emergency_contacts: d.emergency_contacts.length ? d.emergency_contacts : [EMPTY_CONTACT],
  };
}

export function MedicalSection({ athleteId, athleteName }: { athleteId: string; athleteName: string }) {
  const { t } = useTranslation('medical');
  const { user } = useAuth();
  // Admins and staff open them on purpose (an audited look); the family sees its own at once.
  const [opened, setOpened] = useState(user?.role !== 'admin' && user?.role !== 'staff');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="medical-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="medical-title">
          {t('title')}
        </Title>
        {opened ? (
          <MedicalEditor athleteId={athleteId} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm" c="gray.7">
              {t('staffNotice', { name: athleteName })}
            </Text>
            <Button variant="light" leftSection={<IconLock size={16} aria-hidden />} onClick={() => setOpened(true)}>
              {t('show')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function MedicalEditor({ athleteId }: { athleteId: string }) {
  const { t } = useTranslation('medical');
  const input = { params: { id: athleteId } };
  // Read from the server at each opening (a staff read is an audited look, so none is served from a
  // cache without its audit row), and never again in the background while open.
  const details = useOperation(medicalOperations.get, input, {
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (details.isLoading) return <Loading h={120} />;
  if (!details.data) return <Alert color="red">{errorText(details.error, t)}</Alert>;
  return <MedicalFormFields key={details.data.updated_at ?? 'new'} athleteId={athleteId} saved={details.data} />;
}

function MedicalFormFields({ athleteId, saved }: { athleteId: string; saved: MedicalDetails }) {
  const { t } = useTranslation('medical');
  const [values, setValues] = useState<Values>(() => toValues(saved));
  const [errors, setErrors] = useState<FormErrors>({});
  const save = useOperationMutation(medicalOperations.update, {
    onSuccess: () => {
      setErrors({});
      toast('success', t('saved'), { closeLabel: t('close') });
    },
    onError: (err) => {
      const fields = apiFieldErrors(err, t);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast('error', errorText(err, t), { closeLabel: t('close') });
    },
  });
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setContact = (i: number, key: keyof Contact, value: string) =>
    setValues((v) => ({ ...v, emergency_contacts: v.emergency_contacts.map((c, j) => (j === i ? { ...c, [key]: value } : c)) }));

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (values.photo_consent === '') {
      setErrors({ photo_consent: t('answerConsent') });
      return;
    }
    save.mutate({
      params: { id: athleteId },
      body: {
        medical_notes: values.medical_notes,
        allergies: values.allergies,
        medications: values.medications,
        photo_consent: values.photo_consent === 'yes',
        emergency_contacts: values.emergency_contacts,
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('allergies')}
          description={t('allergiesHint')}
          autosize
          minRows={2}
          maxLength={MEDICAL_TEXT_MAX}
          value={values.allergies}
          onChange={(e) => set('allergies', e.currentTarget.value)}
          error={errors.allergies}
        />
        <Textarea
          label={t('medicalNotes')}
          autosize
          minRows={2}
          maxLength={MEDICAL_TEXT_MAX}
          value={values.medical_notes}
          onChange={(e) => set('medical_notes', e.currentTarget.value)}
          error={errors.medical_notes}
        />
        <Textarea
          label={t('medications')}
          autosize
          minRows={2}
          maxLength={MEDICAL_TEXT_MAX}
          value={values.medications}
          onChange={(e) => set('medications', e.currentTarget.value)}
          error={errors.medications}
        />
        <Radio.Group
          label={t('photoConsent')}
          value={values.photo_consent}
          onChange={(v) => set('photo_consent', v as Values['photo_consent'])}
          error={errors.photo_consent}
          withAsterisk
        >
          <Group gap="lg" mt={4}>
            <Radio value="yes" label={t('yes')} />
            <Radio value="no" label={t('no')} />
          </Group>
        </Radio.Group>
        <Title order={3} size="h5" mt="xs">
          {t('contacts')}
        </Title>
        {errors.emergency_contacts ? (
          <Alert color="red" variant="light">
            {errors.emergency_contacts}
          </Alert>
        ) : null}
        {values.emergency_contacts.map((c, i) => (
          <Paper key={i} withBorder p="sm" radius="sm" component="fieldset" style={{ border: undefined }}>
            <Text component="legend" size="sm" fw={600} px={4}>
              {t('contactN', { n: i + 1 })}
            </Text>
            <Group grow align="flex-start" wrap="wrap" gap="sm">
              <TextInput
                label={t('contactName')}
                value={c.name}
                maxLength={120}
                withAsterisk
                miw={180}
                onChange={(e) => setContact(i, 'name', e.currentTarget.value)}
                error={errors[`emergency_contacts.${i}.name`]}
              />
              <TextInput
                label={t('relationship')}
                value={c.relationship}
                maxLength={60}
                withAsterisk
                miw={140}
                onChange={(e) => setContact(i, 'relationship', e.currentTarget.value)}
                error={errors[`emergency_contacts.${i}.relationship`]}
              />
              <TextInput
                label={t('phone')}
                type="tel"
                value={c.phone}
                maxLength={40}
                withAsterisk
                miw={140}
                onChange={(e) => setContact(i, 'phone', e.currentTarget.value)}
                error={errors[`emergency_contacts.${i}.phone`]}
              />
            </Group>
            {values.emergency_contacts.length > 1 ? (
              <Button
                mt="xs"
                size="compact-sm"
                variant="subtle"
                color="red.8"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() =>
                  set(
                    'emergency_contacts',
                    values.emergency_contacts.filter((_, j) => j !== i),
                  )
                }
              >
                {t('removeContact', { n: i + 1 })}
              </Button>
            ) : null}
          </Paper>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={values.emergency_contacts.length >= EMERGENCY_CONTACTS_MAX}
            onClick={() => set('emergency_contacts', [...values.emergency_contacts, EMPTY_CONTACT])}
          >
            {t('addContact')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
