// admin/group-email, Send Group Email: a program, some of its classes by their days and hours (or
// Select All Slots), a subject and a message; the server e-mails each family with an athlete in
// them once. "Subject and message are required" when either is blank. Send first shows how many
// families it goes to and the message as they will read it, and sends only once confirmed; what was
// sent is listed under the form.
import { useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, MultiSelect, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GroupEmailPreview, SendGroupEmailBody } from '@springboard/contract/email';
import { useTranslation } from 'react-i18next';
import { emailOperations } from '@springboard/contract/operations/email';
import { programOperations } from '@springboard/contract/operations/programs';
import { EmptyState } from '../../../components/empty-state';
import { useSlotWhen } from '../../../components/slot-picker/use-slot-when';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/server-messages';
import { toast } from '../../../lib/toast';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { groupEmailComplete } from '../email-messages';
import { GroupEmailHistory } from '../components/group-email-history';
import { serverMessage, errorText } from '../../../lib/server-messages';

type Problem = 'required' | 'chooseProgram' | 'chooseSlot' | null;

export default function GroupEmailPage() {
  const { t } = useTranslation('email');
  const { t: ta } = useTranslation('areas');
  // A class by its days and hours ("Monday 4:00 PM – 5:00 PM"), never by its slot code.
  const when = useSlotWhen();
  const programs = useOperation(programOperations.withSlots, {});
  // The server queues one message per family.
  const send = useOperationMutation(emailOperations.sendGroup, { invalidates: [emailOperations.groupHistory] });
  const preview = useOperationMutation(emailOperations.previewGroup);
  // The e-mail shown for confirmation, with the body it was previewed from.
  const [pending, setPending] = useState<{ body: SendGroupEmailBody; preview: GroupEmailPreview } | null>(null);
  const [programId, setProgramId] = useState<string | null>(null);
  const [slotIds, setSlotIds] = useState<string[]>([]);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  const withSlots = (programs.data ?? []).filter((p) => p.slots.length > 0);
  const program = withSlots.find((p) => p.id === programId) ?? null;
  const allIds = program?.slots.map((s) => s.id) ?? [];
  const allChosen = allIds.length > 0 && allIds.every((id) => slotIds.includes(id));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found: Problem = !program
      ? 'chooseProgram'
      : slotIds.length === 0
        ? 'chooseSlot'
        : !groupEmailComplete({ subject, message })
          ? 'required'
          : null;
    setProblem(found);
    if (found || !program) return;
    const body = { programId: program.id, slotIds, subject: subject.trim(), message: message.trim() };
    try {
      setPending({ body, preview: await preview.mutateAsync({ body }) });
    } catch (err) {
      fail(err);
    }
  };

  const confirmSend = async () => {
    if (!pending) return;
    try {
      const sent = await send.mutateAsync({ body: pending.body });
      setPending(null);
      toast('success', t('sentTo', { count: sent.recipients }), { closeLabel: t('close'), title: t('sent') });
      setSubject('');
      setMessage('');
    } catch (err) {
      setPending(null);
      fail(err);
    }
  };

  function fail(err: unknown) {
    const text =
      err instanceof ApiError && err.status > 0
        ? `${t('failed')}: ${err.details[0] ? serverMessage(t, err.details[0]) : errorText(err, t)}`
        : t('error');
    setFailure(text);
    requestAnimationFrame(() => alertRef.current?.focus());
  }

  if (programs.isLoading) return <Loading />;

  return (
    <>
      <PageHeader title={ta('pages.groupEmail')} lead={t('lead')} />
      {programs.isError ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(programs.error) })} />
      ) : withSlots.length === 0 ? (
        <EmptyState text={t('noPrograms')} />
      ) : (
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          maw={760}
          component="section"
          aria-label={ta('pages.groupEmail')}
        >
          <form onSubmit={(e) => void submit(e)} noValidate>
            <Stack gap="md">
              {failure && (
                <Alert color="red" variant="light" role="alert" ref={alertRef} tabIndex={-1}>
                  {failure}
                </Alert>
              )}
              <Select
                label={t('program')}
                placeholder={t('programPlaceholder')}
                data={withSlots.map((p) => ({ value: p.id, label: p.label }))}
                value={programId}
                onChange={(id) => {
                  setProgramId(id);
                  setSlotIds([]);
                }}
                allowDeselect={false}
                withAsterisk
                error={problem === 'chooseProgram' ? t('chooseProgram') : undefined}
              />
              <MultiSelect
                label={t('slots')}
                placeholder={slotIds.length ? undefined : t('slotsPlaceholder')}
                data={(program?.slots ?? []).map((s) => ({ value: s.id, label: when(s) }))}
                value={slotIds}
                onChange={setSlotIds}
                disabled={!program}
                withAsterisk
                clearable
                error={problem === 'chooseSlot' ? t('chooseSlot') : undefined}
              />
              <Checkbox
                label={t('selectAll')}
                checked={allChosen}
                disabled={!program}
                onChange={(e) => setSlotIds(e.currentTarget.checked ? allIds : [])}
              />
              <TextInput
                label={t('subject')}
                value={subject}
                onChange={(e) => setSubject(e.currentTarget.value)}
                withAsterisk
                maxLength={200}
              />
              <Textarea
                label={t('message')}
                value={message}
                onChange={(e) => setMessage(e.currentTarget.value)}
                withAsterisk
                autosize
                minRows={6}
                maxLength={10000}
              />
              {problem === 'required' && (
                <Alert color="red" variant="light" role="alert">
                  {t('required')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" loading={preview.isPending}>
                  {t('submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      <GroupEmailHistory />
      {pending ? (
        <Modal
          opened
          onClose={() => setPending(null)}
          title={t('confirm.title')}
          centered
          size="lg"
          closeButtonProps={{ 'aria-label': t('close') }}
        >
          <Stack gap="md">
            <Text fw={600}>{t('confirm.recipients', { count: pending.preview.recipients })}</Text>
            <Text size="sm" c="gray.7">
              {t('confirm.lead')}
            </Text>
            <Paper withBorder radius="sm" p="md" bg="gray.0" aria-label={t('confirm.previewLabel')} component="section">
              <Text size="sm">
                <strong>{t('confirm.from')}</strong> {pending.preview.from}
              </Text>
              <Text size="sm" mb="sm">
                <strong>{t('confirm.subject')}</strong> {pending.preview.subject}
              </Text>
              <Paper radius="sm" p="sm" bg="white">
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {pending.preview.text}
                </Text>
              </Paper>
            </Paper>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)}>
                {t('confirm.back')}
              </Button>
              <Button loading={send.isPending} onClick={() => void confirmSend()}>
                {t('confirm.send', { count: pending.preview.recipients })}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}
