// The family's data rights on Manage Profile: download everything as JSON (GDPR Art. 15 and 20) and
// ask for it to be deleted (Art. 17), which the club's admin then confirms.
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { dataRightsOperations } from '@springboard/contract/operations/data-rights';
import { errorMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { formatDate } from '../../lib/dates';
import { useAuth } from '../../lib/auth-context';
import { useOperation, useOperationMutation } from '../../lib/operations';

function saveJson(data: unknown, fileName: string) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function FamilyDataCard() {
  const { t, i18n } = useTranslation('data-rights');
  const { user } = useAuth();
  // The family's data as a file, and its deletion request, which the club's admin then confirms.
  const exporter = useOperationMutation(dataRightsOperations.exportFamily);
  const mine = useOperation(dataRightsOperations.myRequest, {}, { enabled: !!user?.membership_id });
  const ask = useOperationMutation(dataRightsOperations.requestDeletion, { invalidates: [dataRightsOperations] });
  const pending = mine.data?.request?.status === 'pending' ? mine.data.request : null;

  const download = async () => {
    try {
      const data = await exporter.mutateAsync();
      saveJson(data, `family-data-${data.exported_at.slice(0, 10)}.json`);
      toast('success', t('downloaded'), { closeLabel: t('close') });
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('downloadFailed') });
    }
  };

  const confirmAsk = () =>
    modals.openConfirmModal({
      title: t('deleteTitle'),
      children: <Text size="sm">{t('askConfirm')}</Text>,
      labels: { confirm: t('confirmAsk'), cancel: t('cancel') },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () =>
        void ask.mutateAsync().then(
          () => toast('success', t('requested'), { closeLabel: t('close') }),
          (err: unknown) => toast('error', errorMessage(err), { closeLabel: t('close') }),
        ),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="data-rights-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="data-rights-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('lead')}</Text>
        <Group>
          <Button
            variant="default"
            onClick={() => void download()}
            loading={exporter.isPending}
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('download')}
          </Button>
        </Group>
        <Title order={3} size="h5">
          {t('deleteTitle')}
        </Title>
        <Text size="sm">{t('deleteHint')}</Text>
        {pending ? (
          <Alert color="orange" role="status">
            {t('pending', { date: formatDate(pending.requested_at, i18n.resolvedLanguage) })}
          </Alert>
        ) : (
          <Group>
            <Button color="red.9" onClick={confirmAsk} loading={ask.isPending} leftSection={<IconTrash size={18} aria-hidden />}>
              {t('ask')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
