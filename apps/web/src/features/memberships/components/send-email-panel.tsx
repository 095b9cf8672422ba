// The Send Email panel of the split view: a subject and a message, both required after
// trimming ("Please fill out both subject and message."), sent to the family's e-mail.
import { useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { emailOperations } from '@springboard/contract/operations/email';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useOperationMutation } from '../../../lib/operations';
import { emailIsComplete } from '../membership-form';

export function SendEmailPanel({ to }: { to: string }) {
  const { t } = useTranslation('memberships');
  // The server queues the message in the club's outbox and delivers it after the request commits.
  const send = useOperationMutation(emailOperations.send);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!emailIsComplete({ subject, message })) {
      setMissing(true);
      return;
    }
    setMissing(false);
    try {
      await send.mutateAsync({ body: { to, subject: subject.trim(), message: message.trim() } });
      toast('success', t('email.sent'), { closeLabel: t('close') });
      setSubject('');
      setMessage('');
    } catch (err) {
      toast('error', errorMessage(err), { closeLabel: t('close'), title: t('email.failed') });
    }
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="send-email-title">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4" id="send-email-title">
              {t('email.title')}
            </Title>
            <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              {t('email.to', { email: to })}
            </Text>
          </div>
          <TextInput
            label={t('email.subject')}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            withAsterisk
            maxLength={200}
          />
          <Textarea
            label={t('email.message')}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
            withAsterisk
            autosize
            minRows={4}
            maxLength={10000}
          />
          {missing ? (
            <Text size="sm" c="red.9" role="alert">
              {t('email.bothRequired')}
            </Text>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending}>
              {t('email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
