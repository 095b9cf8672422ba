// The family's profile on Manage Profile (02 §5): every field but the e-mail required; the e-mail
// shown, not editable (it is the sign-in).
import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Membership, UpdateMembershipBody } from '@springboard/contract/memberships';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useUpdateMyProfile } from '../api/update-my-profile';

const FIELDS = ['first_name', 'last_name', 'phone', 'address', 'city', 'state', 'zip'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (m: Membership): Values => Object.fromEntries(FIELDS.map((f) => [f, m[f]])) as Values;

export function MemberProfileCard({ membership }: { membership: Membership }) {
  const { t } = useTranslation('profile');
  const update = useUpdateMyProfile(membership.id);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(membership),
    validate: (v) => Object.fromEntries(FIELDS.filter((f) => !v[f].trim()).map((f) => [f, t('form.required')])),
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const body = Object.fromEntries(FIELDS.map((f) => [f, v[f].trim()])) as UpdateMembershipBody;
      const saved = await update.mutateAsync(body);
      form.setInitialValues(valuesOf(saved));
      form.setValues(valuesOf(saved));
      toast('success', t('profile.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(
          Object.fromEntries(
            err.details.filter((d) => (FIELDS as readonly string[]).includes(d.field)).map((d) => [d.field, d.message]),
          ),
        );
      }
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('profile.failed') });
    }
  });

  const field = (f: (typeof FIELDS)[number], autoComplete: string) => (
    <TextInput {...form.getInputProps(f)} label={t(`fields.${f}`)} withAsterisk autoComplete={autoComplete} />
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="member-profile-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="member-profile-title">
            {t('profile.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field('first_name', 'given-name')}
            {field('last_name', 'family-name')}
          </SimpleGrid>
          <TextInput label={t('fields.email')} value={membership.email} disabled description={t('profile.emailFixed')} />
          {field('phone', 'tel')}
          {field('address', 'street-address')}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {field('city', 'address-level2')}
            {field('state', 'address-level1')}
            {field('zip', 'postal-code')}
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
