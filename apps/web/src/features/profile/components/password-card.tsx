// Sign-in credentials on Manage Profile: the e-mail shown, the current password, the new
// one and its confirmation, with a message for each of its three checks; the server's answer ('Current
// password is incorrect.') lands under the current password.
import { useState } from 'react';
import { Button, Card, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authOperations } from '@springboard/contract/operations/auth';
import { errorText, serverMessage } from '../../../lib/server-messages';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';
import { passwordProblem, type PasswordProblem, type PasswordValues } from '../password-change';

const EMPTY: PasswordValues = { current: '', next: '', confirm: '' };

export function PasswordCard({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  // The server ends the user's other sessions and keeps this one.
  const change = useOperationMutation(authOperations.changePassword);
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [currentError, setCurrentError] = useState<string | null>(null);
  const set = (k: keyof PasswordValues) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((prev) => ({ ...prev, [k]: v }));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = passwordProblem(values);
    setProblem(found);
    setCurrentError(null);
    if (found) return;
    try {
      await change.mutateAsync({ body: { email, password: values.current, newPassword: values.next } });
      setValues(EMPTY);
      toast('success', t('password.updated'), { closeLabel: t('close') });
    } catch (err) {
      if (err instanceof ApiError)
        setCurrentError(err.fieldDetail('password') ? serverMessage(t, err.fieldDetail('password')!) : null);
      toast('error', errorText(err, t), { closeLabel: t('close'), title: t('password.failed') });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="password-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4" id="password-title">
              {t('password.title')}
            </Title>
            <Text size="sm" c="gray.7">
              {t('password.lead')}
            </Text>
          </div>
          <TextInput label={t('password.email')} value={email} readOnly variant="filled" autoComplete="username" />
          <PasswordInput
            label={t('password.current')}
            value={values.current}
            onChange={set('current')}
            autoComplete="current-password"
            withAsterisk
            error={currentError}
          />
          <PasswordInput
            label={t('password.next')}
            value={values.next}
            onChange={set('next')}
            autoComplete="new-password"
            withAsterisk
          />
          <PasswordInput
            label={t('password.confirm')}
            value={values.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            withAsterisk
          />
          {problem ? (
            <Text size="sm" c="red.9" role="alert">
              {t(`password.problem.${problem}`)}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
