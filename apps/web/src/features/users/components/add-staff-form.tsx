// Add New Staff's form: names, e-mail, the role (staff by default), and either a first password or,
// left empty, an invitation e-mailed in the language chosen so the person picks their own.
// Empty required fields give "Please fill out all required fields."; success says so and clears
// the form for the next person.
import type { Reason } from '@springboard/contract/messages';
import { useRef, useState } from 'react';
import { Alert, Button, NativeSelect, Paper, PasswordInput, Radio, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast } from '../../../lib/toast';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authOperations } from '@springboard/contract/operations/auth';
import { userOperations } from '@springboard/contract/operations/users';
import { errorText, serverMessage } from '../../../lib/server-messages';
import { ApiError } from '../../../lib/api-client';
import { translateKey } from '../../../lib/i18n';
import { useOperationMutation } from '../../../lib/operations';
import {
  addStaffErrors,
  emptyStaff,
  registerBody,
  serverMessageKey,
  STAFF_ROLES,
  type AddStaffValues,
  type StaffRole,
} from '../staff-form';

/** Toast text in the body colour: Mantine's dimmed grey description is below WCAG AA contrast. */

/** The server names the body's fields (firstName); the form its own (first_name). */
const SERVER_FIELDS: Record<string, keyof AddStaffValues> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  password: 'password',
  role: 'role',
};

export function AddStaffForm() {
  const { t, i18n } = useTranslation('staff');
  const uiLanguage = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  // A new staff member (or admin) with their first password; the staff lists refresh after it.
  const register = useOperationMutation(authOperations.registerStaff, { invalidates: [userOperations] });
  const [summary, setSummary] = useState<string | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const form = useForm<AddStaffValues>({ mode: 'controlled', initialValues: emptyStaff(uiLanguage) });

  const say = (said: Reason) => {
    const key = serverMessageKey(said.code);
    return key ? translateKey(t, key) : serverMessage(t, said);
  };
  const sayError = (err: unknown) => (err instanceof ApiError ? say(err) : errorText(err, t));

  const showSummary = (text: string) => {
    setSummary(text);
    // Centred rather than at the top, where the area's fixed header would cover it.
    requestAnimationFrame(() => {
      summaryRef.current?.scrollIntoView({ block: 'center' });
      summaryRef.current?.focus({ preventScroll: true });
    });
  };

  const save = async (values: AddStaffValues) => {
    const checked = addStaffErrors(values);
    form.setErrors(Object.fromEntries(Object.entries(checked.fields).map(([f, key]) => [f, translateKey(t, key)])));
    if (checked.summary) return showSummary(translateKey(t, checked.summary));
    if (Object.keys(checked.fields).length) return setSummary(null);
    setSummary(null);
    try {
      const made = await register.mutateAsync({ body: registerBody(values) });
      const said = made.invited ? t('addStaff.invited', { email: made.email }) : t('addStaff.success');
      toast('success', said, { closeLabel: t('addStaff.close') });
      form.reset();
      firstField.current?.focus();
    } catch (err) {
      const message = sayError(err);
      if (err instanceof ApiError && err.status === 409) {
        form.setFieldError('email', message);
        return;
      }
      if (err instanceof ApiError && err.details.length) {
        form.setErrors(Object.fromEntries(err.details.map((d) => [SERVER_FIELDS[d.field] ?? d.field, say(d)])));
      }
      showSummary(message);
    }
  };

  const field = (name: Exclude<keyof AddStaffValues, 'role' | 'language'>) => ({
    ...form.getInputProps(name),
    label: t(`fields.${name}`),
    withAsterisk: name !== 'password',
  });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-staff-heading">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(form.getValues());
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="add-staff-heading">
            {t('addStaff.formTitle')}
          </Title>
          {summary && (
            <Alert color="red" variant="light" role="alert" ref={summaryRef} tabIndex={-1} title={t('addStaff.failedTitle')}>
              {summary}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...field('first_name')} ref={firstField} autoComplete="off" />
            <TextInput {...field('last_name')} autoComplete="off" />
          </SimpleGrid>
          <TextInput {...field('email')} type="email" autoComplete="off" />
          <PasswordInput {...field('password')} autoComplete="new-password" description={t('addStaff.passwordHint')} />
          {!form.values.password && (
            <NativeSelect
              {...form.getInputProps('language')}
              label={t('addStaff.invitationLanguage')}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
              ]}
            />
          )}
          <Radio.Group
            label={t('fields.role')}
            value={form.values.role}
            onChange={(v) => form.setFieldValue('role', v as StaffRole)}
          >
            <Stack gap="sm" mt="xs">
              {STAFF_ROLES.map((r) => (
                <Radio key={r} value={r} label={t(`roles.${r}`)} description={t(`addStaff.roleHint.${r}`)} />
              ))}
            </Stack>
          </Radio.Group>
          <Button
            type="submit"
            loading={register.isPending}
            leftSection={<IconUserPlus size={18} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('addStaff.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
