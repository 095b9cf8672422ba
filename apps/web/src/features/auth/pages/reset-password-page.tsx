// Reset password, the target of the e-mailed link (?token=…): new password and confirmation,
// "Reset Password"; "Passwords do not match", "Invalid or expired link" (no token, or the server
// refuses it), and on success "Password updated! Redirecting..." then /login after 2 s. A staff
// invitation's link (&invited=1) asks the new staff member to choose their password instead.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authOperations } from '@springboard/contract/operations/auth';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useOperationMutation } from '../../../lib/operations';
import { AuthCard } from '../components/auth-card';
import { serverMessage } from '../components/server-message';
import { newPasswordError } from '../components/validation';

export const REDIRECT_AFTER_RESET_MS = 2000;

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const { club, settings } = useTenant();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invited = params.get('invited') === '1';
  const reset = useOperationMutation(authOperations.resetPassword);
  const [done, setDone] = useState(false);
  const form = useForm({
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (v) => newPasswordError(t, v),
      confirm: (v, values) => (v === values.password ? null : t('validation.mismatch')),
    },
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate(paths.login.href(club), { replace: true }), REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [done, navigate, club]);

  const submit = form.onSubmit((v) =>
    reset.mutate({ body: { token, password: v.password } }, { onSuccess: () => setDone(true) }),
  );
  const requestAgain = (
    <Anchor component={Link} to={paths.forgotPassword.href(club)} size="sm" ta="center">
      {t('reset.requestNew')}
    </Anchor>
  );

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <Stack>
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
            {t('errors.invalidLink')}
          </Alert>
          {requestAgain}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={invited ? t('reset.invitedTitle') : t('reset.title')}
      lead={invited ? t('reset.invitedLead', { club: settings?.name ?? '' }) : t('reset.lead')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {reset.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} role="alert">
              {serverMessage(t, reset.error)}
            </Alert>
          )}
          {done && (
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
              {t('reset.done')}
            </Alert>
          )}
          <PasswordInput
            label={t('reset.password')}
            autoComplete="new-password"
            required
            disabled={done}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('reset.confirm')}
            autoComplete="new-password"
            required
            disabled={done}
            {...form.getInputProps('confirm')}
          />
          <Button type="submit" fullWidth loading={reset.isPending} disabled={done}>
            {invited ? t('reset.invitedSubmit') : t('reset.submit')}
          </Button>
          {reset.isError ? (
            requestAgain
          ) : (
            <Anchor component={Link} to={paths.login.href(club)} size="sm" ta="center">
              {t('reset.back')}
            </Anchor>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
