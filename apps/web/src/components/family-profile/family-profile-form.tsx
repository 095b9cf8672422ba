// A family's profile form: every field but the e-mail required; the e-mail shown, not
// editable (it is the family's sign-in); the language of the family's e-mails (receipts). Staff edit a family's in the memberships view, a member
// their own on Manage Profile: the caller says which and how it is saved.
import { Button, Card, Group, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FAMILY_LANGUAGES, type Membership, type UpdateMembershipBody } from '@springboard/contract/memberships';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import {
  PROFILE_FIELDS,
  profileBody,
  profileErrors,
  profileValues,
  type ProfileField,
  type ProfileValues,
} from './family-profile-values';
import { serverMessage } from '../../lib/server-messages';

/** The browser's autofill names, for a person filling in their own profile. */
const OWN_AUTOCOMPLETE: Record<ProfileField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  phone: 'tel',
  address: 'street-address',
  city: 'address-level2',
  state: 'address-level1',
  zip: 'postal-code',
};

type Props = {
  membership: Membership;
  save: (body: UpdateMembershipBody) => Promise<Membership>;
  saving: boolean;
  /** The member's own profile (autofill on, "your e-mail"), or a family's edited by staff. */
  own: boolean;
  headingOrder: 2 | 3;
};

export function FamilyProfileForm({ membership, save, saving, own, headingOrder }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [language, setLanguage] = useState(membership.language);
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(membership),
    validate: (v) => Object.fromEntries(Object.keys(profileErrors(v)).map((f) => [f, t('familyProfile.required')])),
  });

  const submit = form.onSubmit(async (v) => {
    try {
      const saved = await save({ ...profileBody(v), language });
      form.setInitialValues(profileValues(saved));
      form.setValues(profileValues(saved));
      toast('success', t('familyProfile.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError) {
        form.setErrors(
          Object.fromEntries(
            err.details
              .filter((d) => (PROFILE_FIELDS as readonly string[]).includes(d.field))
              .map((d) => [d.field, serverMessage(t, d)]),
          ),
        );
      }
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('familyProfile.failed') });
    }
  });

  const field = (f: ProfileField) => (
    <TextInput
      {...form.getInputProps(f)}
      label={t(`familyProfile.fields.${f}`)}
      withAsterisk
      autoComplete={own ? OWN_AUTOCOMPLETE[f] : 'off'}
    />
  );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={headingOrder} size="h4" id={titleId}>
            {t('familyProfile.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {field('first_name')}
            {field('last_name')}
          </SimpleGrid>
          <TextInput
            label={t('familyProfile.fields.email')}
            value={membership.email}
            disabled
            description={t(own ? 'familyProfile.emailFixedOwn' : 'familyProfile.emailFixed')}
          />
          {field('phone')}
          {field('address')}
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {field('city')}
            {field('state')}
            {field('zip')}
          </SimpleGrid>
          <Select
            label={t('familyProfile.fields.language')}
            description={t('familyProfile.languageHint')}
            value={language}
            onChange={(v) => v && setLanguage(v === 'es' ? 'es' : 'en')}
            allowDeselect={false}
            data={FAMILY_LANGUAGES.map((l) => ({ value: l, label: t(`familyProfile.languages.${l}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {t('familyProfile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
