// A family's guardians: each signs in on their own to the same family. The first guardian and staff
// invite another by e-mail and remove an invited one (their sessions end at once). Shown on the
// family's page (staff) and on Manage Profile (the family).
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { useOperation, useOperationMutation } from '../../lib/operations';
import { apiFieldErrors, errorText } from '../../lib/server-messages';
import { toast } from '../../lib/toast';

export function FamilyGuardians({ membershipId, canManage }: { membershipId: string; canManage: boolean }) {
  const { t } = useTranslation('policies');
  const list = useOperation(membershipOperations.guardians, { params: { id: membershipId } });
  const invite = useOperationMutation(membershipOperations.inviteGuardian, { invalidates: [membershipOperations.guardians] });
  const remove = useOperationMutation(membershipOperations.removeGuardian, { invalidates: [membershipOperations.guardians] });
  const [form, setForm] = useState({ email: '', first_name: '', last_name: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const first = list.data?.find((g) => g.first_guardian);

  const send = async () => {
    setErrors({});
    try {
      const g = await invite.mutateAsync({
        params: { id: membershipId },
        body: {
          email: form.email.trim(),
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
        },
      });
      toast('success', t('guardians.sent', { email: g.email }), { closeLabel: t('admin.close') });
      setForm({ email: '', first_name: '', last_name: '' });
    } catch (err) {
      const fields = apiFieldErrors(err, t);
      setErrors(Object.keys(fields).length ? fields : { email: errorText(err, t) });
    }
  };

  const drop = async (userId: string, name: string) => {
    if (!window.confirm(t('guardians.removeConfirm', { name }))) return;
    try {
      await remove.mutateAsync({ params: { id: membershipId, userId } });
      toast('success', t('guardians.removed'), { closeLabel: t('admin.close') });
    } catch (err) {
      toast('error', errorText(err, t), { closeLabel: t('admin.close') });
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('guardians.heading')}
        </Title>
        <Text size="sm">{t('guardians.lead')}</Text>
        {list.isError ? <Text c="red.8">{t('guardians.loadFailed')}</Text> : null}
        {(list.data ?? []).map((g) => {
          const name = `${g.first_name} ${g.last_name}`.trim() || g.email;
          return (
            <Group key={g.user_id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{name}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {g.email}
                </Text>
              </div>
              <Group gap="xs">
                {g.first_guardian ? <Badge variant="light">{t('guardians.first')}</Badge> : null}
                {!g.has_signed_in ? (
                  <Badge variant="light" color="gray">
                    {t('guardians.invited')}
                  </Badge>
                ) : null}
                {canManage && !g.first_guardian ? (
                  <Button size="xs" variant="default" color="red" onClick={() => void drop(g.user_id, name)}>
                    {t('guardians.remove')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          );
        })}
        {!canManage && first ? (
          <Text size="sm" c="gray.7">
            {t('guardians.onlyFirst', { name: `${first.first_name} ${first.last_name}`.trim() || first.email })}
          </Text>
        ) : null}
        {canManage ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('guardians.invite')}
              </Title>
              <TextInput
                label={t('guardians.email')}
                type="email"
                required
                value={form.email}
                error={errors.email}
                onChange={(e) => setForm({ ...form, email: e.currentTarget.value })}
              />
              <Group grow gap="xs" wrap="wrap">
                <TextInput
                  label={t('guardians.firstName')}
                  required
                  value={form.first_name}
                  error={errors.first_name}
                  onChange={(e) => setForm({ ...form, first_name: e.currentTarget.value })}
                />
                <TextInput
                  label={t('guardians.lastName')}
                  required
                  value={form.last_name}
                  error={errors.last_name}
                  onChange={(e) => setForm({ ...form, last_name: e.currentTarget.value })}
                />
              </Group>
              <Button type="submit" loading={invite.isPending} w="fit-content">
                {t('guardians.send')}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
