// The left side of the split view: the family's profile (02 §5: all but the e-mail required; the
// e-mail shown and not editable), saved with PUT /memberships/{id}.
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Membership } from '@springboard/contract/memberships';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateMembership } from '../api/update-membership';
import { PROFILE_FIELDS, profileBody, profileErrors, profileValues, type ProfileValues } from '../membership-form';

export function ProfileForm({ membership }: { membership: Membership }) {
  const { t } = useTranslation('memberships');
  const update = useUpdateMembership(membership.id);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(membership),
    validate: (v) => Object.fromEntries(Object.keys(profileErrors(v)).map((f) => [f, t('form.required')])),
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await update.mutateAsync(profileBody(v));
      form.setInitialValues(profileValues(saved));
      form.setValues(profileValues(saved));
      toast('success', t('profile.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(
          Object.fromEntries(
            err.details.filter((d) => (PROFILE_FIELDS as readonly string[]).includes(d.field)).map((d) => [d.field, d.message]),
          ),
        );
      }
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('profile.failed') });
    }
  });

  const field = (f: (typeof PROFILE_FIELDS)[number], autoComplete: string) => (
    <TextInput {...form.getInputProps(f)} label={t(`fields.${f}`)} withAsterisk autoComplete={autoComplete} />
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="membership-profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4" id="membership-profile-title">
            {t('profile.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field('first_name', 'off')}
            {field('last_name', 'off')}
          </SimpleGrid>
          <TextInput label={t('fields.email')} value={membership.email} disabled description={t('profile.emailFixed')} />
          {field('phone', 'off')}
          {field('address', 'off')}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {field('city', 'off')}
            {field('state', 'off')}
            {field('zip', 'off')}
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              {t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
