// Role Permission Management's "Add a permission": a name, required after trimming, and an
// optional description (sent as null when empty).
import { useState } from 'react';
import { Button, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { toast } from '../../../lib/toast';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PERMISSION_DESCRIPTION_MAX, PERMISSION_NAME_MAX } from '@springboard/contract/roles';
import { roleOperations } from '@springboard/contract/operations/roles';
import { ApiError } from '../../../lib/api-client';
import { translateKey } from '../../../lib/i18n';
import { useOperationMutation } from '../../../lib/operations';
import { addPermissionError, refusalText } from '../role-permissions';

export function AddPermissionForm() {
  const { t } = useTranslation('roles');
  const create = useOperationMutation(roleOperations.createPermission, { invalidates: [roleOperations] });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const problem = addPermissionError(name);
    if (problem) return setNameError(problem.startsWith('manage.') ? translateKey(t, problem) : problem);
    setNameError(null);
    try {
      await create.mutateAsync({ body: { name: name.trim(), description: description.trim() || null } });
      toast('success', t('manage.add.added'), { closeLabel: t('manage.close') });
      setName('');
      setDescription('');
    } catch (err) {
      const message = refusalText(t, err);
      if (err instanceof ApiError && (err.status === 409 || err.fieldDetail('name'))) return setNameError(message);
      toast('error', t('manage.add.failed', { message }), { closeLabel: t('manage.close') });
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="add-permission-heading">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="add-permission-heading">
            {t('manage.add.title')}
          </Title>
          <TextInput
            label={t('manage.add.name')}
            description={t('manage.add.nameHint')}
            withAsterisk
            value={name}
            maxLength={PERMISSION_NAME_MAX}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setNameError(null);
            }}
            error={nameError}
            autoComplete="off"
          />
          <Textarea
            label={t('manage.add.description')}
            description={t('manage.add.descriptionHint')}
            value={description}
            maxLength={PERMISSION_DESCRIPTION_MAX}
            onChange={(e) => setDescription(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Button
            type="submit"
            loading={create.isPending}
            leftSection={<IconPlus size={16} aria-hidden />}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('manage.add.submit')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('manage.customNote')}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
