// The family calendar: the family's private iCal address to copy, a webcal:// link that
// opens the calendar app ("Add to calendar"), and a way to replace the address (the old one stops).
import { Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCalendarPlus, IconCopy, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { calendarOperations } from '@springboard/contract/operations/calendar';
import { errorMessage } from '../../lib/server-messages';
import { toast } from '../../lib/toast';
import { Loading } from '../loading';
import { EmptyState } from '../empty-state';
import { useAuth } from '../../lib/auth-context';
import { useOperation, useOperationCache, useOperationMutation } from '../../lib/operations';

export function FamilyCalendarCard() {
  const { t } = useTranslation('calendar');
  const { user } = useAuth();
  const cache = useOperationCache();
  // The family's feed address; a new one ends the old (the answer is the new feed).
  const feed = useOperation(calendarOperations.myFeed, {}, { enabled: !!user?.membership_id });
  const rotate = useOperationMutation(calendarOperations.rotate, {
    onSuccess: (fresh) => cache.set(calendarOperations.myFeed, {}, fresh),
  });

  const confirmRotate = () =>
    modals.openConfirmModal({
      title: t('rotate'),
      children: <Text size="sm">{t('rotateConfirm')}</Text>,
      labels: { confirm: t('rotate'), cancel: t('cancel') },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () =>
        void rotate.mutateAsync().then(
          () => toast('success', t('rotated'), { closeLabel: t('close') }),
          (err: unknown) => toast('error', errorMessage(err), { closeLabel: t('close') }),
        ),
    });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="calendar-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="calendar-title">
          {t('title')}
        </Title>
        <Text size="sm">{t('lead')}</Text>
        {feed.isLoading ? (
          <Loading h={80} />
        ) : feed.isError || !feed.data ? (
          <EmptyState tone="error" text={t('loadFailed')} />
        ) : (
          <>
            <TextInput
              label={t('linkLabel')}
              description={t('linkHint')}
              value={feed.data.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              data-testid="calendar-feed-url"
            />
            <Group gap="sm">
              <Button component="a" href={feed.data.webcal_url} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
                {t('add')}
              </Button>
              <CopyButton value={feed.data.url}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} leftSection={<IconCopy size={18} aria-hidden />} aria-live="polite">
                    {copied ? t('copied') : t('copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                variant="subtle"
                color="gray"
                onClick={confirmRotate}
                loading={rotate.isPending}
                leftSection={<IconRefresh size={18} aria-hidden />}
              >
                {t('rotate')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
