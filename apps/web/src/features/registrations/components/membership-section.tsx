// Step 1, the membership block: the parent's account and billing address. The e-mail is checked
// with the server when the field loses focus.
import { Grid, PasswordInput, TextInput, Title, Stack, Loader } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { RegistrationValues } from '../registration-form';

type Props = {
  form: UseFormReturnType<RegistrationValues>;
  onEmailBlur: (email: string) => void;
  checkingEmail: boolean;
};

export function MembershipSection({ form, onEmailBlur, checkingEmail }: Props) {
  const { t } = useTranslation('registration');
  const field = (name: keyof RegistrationValues['membership']) => ({
    ...form.getInputProps(`membership.${name}`),
    label: t(`membership.${name}`),
    withAsterisk: true,
  });
  const email = form.getInputProps('membership.email');
  return (
    <Stack gap="sm" component="section" aria-labelledby="membership-heading">
      <Title order={2} size="h3" id="membership-heading">
        {t('membership.heading')}
      </Title>
      {/* Short fields share a row on a phone too (names; city, state and zip), so the page stays short. */}
      <Grid gap="sm">
        <Grid.Col span={6}>
          <TextInput {...field('first_name')} autoComplete="given-name" />
        </Grid.Col>
        <Grid.Col span={6}>
          <TextInput {...field('last_name')} autoComplete="family-name" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            {...field('email')}
            type="email"
            autoComplete="email"
            rightSection={checkingEmail ? <Loader size="xs" aria-label={t('membership.checkingEmail')} /> : null}
            onBlur={(e) => {
              email.onBlur?.(e);
              onEmailBlur(e.currentTarget.value);
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('phone')} type="tel" autoComplete="tel" inputMode="tel" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput {...field('address')} autoComplete="street-address" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 6 }}>
          <TextInput {...field('city')} autoComplete="address-level2" />
        </Grid.Col>
        <Grid.Col span={{ base: 3, sm: 3 }}>
          <TextInput {...field('state')} autoComplete="address-level1" />
        </Grid.Col>
        <Grid.Col span={{ base: 3, sm: 3 }}>
          <TextInput {...field('zip')} autoComplete="postal-code" inputMode="numeric" />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordInput {...field('password')} autoComplete="new-password" description={t('membership.passwordHint')} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
