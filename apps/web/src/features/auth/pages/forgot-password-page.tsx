// Forgot password: e-mail, "Send Reset Link" ("Sending..." while busy), "Go
// back to Login"; the confirmation never says whether the address has an account.
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authOperations } from '@springboard/contract/operations/auth';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useOperationMutation } from '../../../lib/operations';
import { AuthCard } from '../components/auth-card';
import { serverMessage } from '../components/server-message';
import { emailError } from '../components/validation';

export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation('auth');
  const { club } = useTenant();
  // Always 200: the server never says whether the address has an account.
  const send = useOperationMutation(authOperations.forgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: (v) => emailError(t, v) } });

  const submit = form.onSubmit((v) => {
    setSentTo(null);
    send.mutate({ body: { email: v.email.trim(), language: i18n.language.startsWith('es') ? 'es' : 'en' } }, { onSuccess: () => setSentTo(v.email.trim()) });
  });

  return (
    <AuthCard title={t('forgot.title')} lead={t('forgot.lead')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {send.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {serverMessage(t, send.error)}
            </Alert>
          )}
          {sentTo && (
            <Alert color="green" variant="light" icon={<IconMailCheck aria-hidden />} role="status">
              {t('forgot.sent')}
            </Alert>
          )}
          <TextInput label={t('forgot.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" fullWidth disabled={send.isPending}>
            {send.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
          <Anchor component={Link} to={paths.login.href(club)} ta="center" size="sm">
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
