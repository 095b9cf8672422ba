// The /profile page of staff and admins: their own first and last name (PUT /auth/me); the e-mail
// is the sign-in and shown only.
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@springboard/contract/auth';
import { authOperations } from '@springboard/contract/operations/auth';
import { profileOperations } from '@springboard/contract/operations/profile';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../../lib/auth-context';
import { useOperationMutation } from '../../../lib/operations';
import { followSavedName } from '../session-name';
import { serverMessage } from '../../../lib/server-messages';

type Values = { first_name: string; last_name: string };

export function NameCard({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const { store } = useAuth();
  // PUT /auth/me: the session's copy of the user and the "who am I" read follow.
  const update = useOperationMutation(profileOperations.updateMe, {
    onSuccess: (saved) => followSavedName(store, saved),
    invalidates: [authOperations.me],
  });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { first_name: user.first_name, last_name: user.last_name },
    validate: {
      first_name: (v) => (v.trim() ? null : t('form.required')),
      last_name: (v) => (v.trim() ? null : t('form.required')),
    },
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync({ body: { first_name: v.first_name.trim(), last_name: v.last_name.trim() } });
      const next = { first_name: saved.first_name, last_name: saved.last_name };
      form.setInitialValues(next);
      form.setValues(next);
      toast('success', t('profile.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(
          Object.fromEntries(
            err.details
              .filter((d) => d.field === 'first_name' || d.field === 'last_name')
              .map((d) => [d.field, serverMessage(t, d)]),
          ),
        );
      }
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('profile.failed') });
    }
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="name-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="name-title">
            {t('name.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              {...form.getInputProps('first_name')}
              label={t('fields.first_name')}
              withAsterisk
              autoComplete="given-name"
            />
            <TextInput
              {...form.getInputProps('last_name')}
              label={t('fields.last_name')}
              withAsterisk
              autoComplete="family-name"
            />
          </SimpleGrid>
          <TextInput label={t('fields.email')} value={user.email} disabled description={t('name.emailFixed')} />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('name.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
