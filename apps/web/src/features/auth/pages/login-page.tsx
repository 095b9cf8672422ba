// Sign-in: e-mail and password, "Remember me", links to reset the
// password and to register, the server's error in a red banner above the form, and the landing by
// role (admin → add staff, staff → add member, member → dashboard), else where the user came from.
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { roleLanding } from '../../../config/role-landing';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { serverMessage } from '../components/server-message';
import { emailError } from '../components/validation';

/** Only a page of this club is a place to come back to. */
function cameFrom(state: unknown, club: string): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith(paths.home.href(club) + '/') ? from : null;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { club } = useTenant();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    initialValues: { email: '', password: '', remember: true },
    validate: {
      email: (v) => emailError(t, v),
      password: (v) => (v ? null : t('validation.passwordRequired')),
    },
  });

  const submit = form.onSubmit(async (v) => {
    setError(null);
    setSubmitting(true);
    try {
      const user = await signIn(v.email.trim(), v.password, v.remember);
      const target = roleLanding(club, user.role) ?? cameFrom(location.state, club) ?? paths.dashboard.href(club);
      void navigate(target, { replace: true });
    } catch (err) {
      setError(serverMessage(t, err));
      setSubmitting(false);
    }
  });

  return (
    <AuthCard title={t('login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {error}
            </Alert>
          )}
          <TextInput label={t('login.email')} type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" gap="xs">
            <Checkbox label={t('login.remember')} {...form.getInputProps('remember', { type: 'checkbox' })} />
            <Anchor component={Link} to={paths.forgotPassword.href(club)} size="sm">
              {t('login.forgot')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={submitting}>
            {t('login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={paths.register.href(club)} fw={600}>
              {t('login.createAccount')}
            </Anchor>
          </Text>
          <Divider label={t('login.orContinue')} labelPosition="center" />
          {/* Decorative only: the club offers no Google or Facebook sign-in. */}
          <SimpleGrid cols={2} spacing="sm">
            <Button
              variant="default"
              disabled
              leftSection={<IconBrandGoogle size={18} aria-hidden />}
              aria-describedby="social-note"
            >
              Google
            </Button>
            <Button
              variant="default"
              disabled
              leftSection={<IconBrandFacebook size={18} aria-hidden />}
              aria-describedby="social-note"
            >
              Facebook
            </Button>
          </SimpleGrid>
          <Text id="social-note" size="xs" c="dimmed" ta="center">
            {t('login.socialNote')}
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
