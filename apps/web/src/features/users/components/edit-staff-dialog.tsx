// The staff edit dialog of Manage Staff: names and role, the e-mail read-only, and an
// optional new password under the same three rules as one's own (all fields, matching, 8
// characters). Failures stay in the dialog as "Failed to update staff details" with the reason.
import type { Reason } from '@springboard/contract/messages';
import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { toast } from '../../../lib/toast';
import { useTranslation } from 'react-i18next';
import type { User } from '@springboard/contract/users';
import { authOperations } from '@springboard/contract/operations/auth';
import { userOperations } from '@springboard/contract/operations/users';
import { ApiError } from '../../../lib/api-client';
import { errorText, serverMessage } from '../../../lib/server-messages';
import { translateKey } from '../../../lib/i18n';
import { useAuth } from '../../../lib/auth-context';
import { useOperationMutation } from '../../../lib/operations';
import { passwordResetError, serverMessageKey, STAFF_ROLES, wantsPasswordReset, type StaffRole } from '../staff-form';

type Values = { first_name: string; last_name: string; role: StaffRole; newPassword: string; confirmPassword: string };

const valuesOf = (u: User): Values => ({
  first_name: u.first_name,
  last_name: u.last_name,
  role: u.role === 'admin' ? 'admin' : 'staff',
  newPassword: '',
  confirmPassword: '',
});

export function EditStaffDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={t('edit.title')}
      closeButtonProps={{ 'aria-label': t('edit.close') }}
      size="lg"
    >
      {user && <EditStaffForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}

function EditStaffForm({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation('staff');
  const { api } = useAuth();
  // Every users list refreshes, whether it saved or not.
  const update = useOperationMutation(userOperations.update, { invalidates: [userOperations] });
  // The admin's variant of reset-password (a visitor operation): it carries the admin's token, and
  // the staff member's sessions end on the server.
  const reset = useOperationMutation(authOperations.resetPassword, { api });
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({ mode: 'controlled', initialValues: valuesOf(user) });

  const say = (said: Reason) => {
    const key = serverMessageKey(said.code);
    return key ? translateKey(t, key) : serverMessage(t, said);
  };
  const sayError = (err: unknown) => (err instanceof ApiError ? say(err) : errorText(err, t));

  const fail = (reason: string) => {
    setFailure(reason);
    requestAnimationFrame(() => failureRef.current?.focus());
  };

  const save = async (v: Values) => {
    const errors: Record<string, string> = {};
    if (!v.first_name.trim()) errors.first_name = t('validation.required');
    if (!v.last_name.trim()) errors.last_name = t('validation.required');
    const passwordKey = passwordResetError(v.newPassword, v.confirmPassword);
    if (passwordKey)
      errors[passwordKey === 'validation.mismatch' ? 'confirmPassword' : 'newPassword'] = translateKey(t, passwordKey);
    form.setErrors(errors);
    if (Object.keys(errors).length) return fail(errors.newPassword ?? errors.confirmPassword ?? t('validation.fillRequired'));
    setFailure(null);
    try {
      await update.mutateAsync({
        params: { id: user.id },
        body: { first_name: v.first_name.trim(), last_name: v.last_name.trim(), role: v.role },
      });
      if (wantsPasswordReset(v.newPassword, v.confirmPassword)) {
        await reset.mutateAsync({ body: { email: user.email, newPassword: v.newPassword, isAdmin: true, userId: user.id } });
      }
      const saved = t('edit.success', { name: `${v.first_name.trim()} ${v.last_name.trim()}` });
      toast('success', v.newPassword ? `${saved} ${t('edit.passwordReset')}` : saved, { closeLabel: t('edit.close') });
      onClose();
    } catch (err) {
      fail(sayError(err));
    }
  };

  const busy = update.isPending || reset.isPending;

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save(form.getValues());
      }}
      noValidate
    >
      <Stack gap="md">
        {failure && (
          <Alert color="red" variant="light" role="alert" ref={failureRef} tabIndex={-1} title={t('edit.failed')}>
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...form.getInputProps('first_name')} label={t('fields.first_name')} withAsterisk data-autofocus />
          <TextInput {...form.getInputProps('last_name')} label={t('fields.last_name')} withAsterisk />
        </SimpleGrid>
        <TextInput label={t('fields.email')} value={user.email} readOnly description={t('edit.emailHint')} />
        <NativeSelect
          {...form.getInputProps('role')}
          label={t('fields.role')}
          description={t('edit.roleHint')}
          data={STAFF_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
        />
        <Divider label={t('edit.passwordSection')} labelPosition="left" />
        <Text size="sm" c="dimmed" mt={-8}>
          {t('edit.passwordHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <PasswordInput {...form.getInputProps('newPassword')} label={t('fields.newPassword')} autoComplete="new-password" />
          <PasswordInput
            {...form.getInputProps('confirmPassword')}
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
