// What was sent with Send Group Email, newest first: when, the subject, the program (and how many of
// its classes), how many families, and who sent it. A table on wide screens, one card per e-mail on
// a phone (DataTable).
import { useMemo } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GroupEmailRecord } from '@springboard/contract/email';
import { emailOperations } from '@springboard/contract/operations/email';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataColumn } from '../../../components/data-table/data-table-model';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/server-messages';
import { useOperation } from '../../../lib/operations';

const rowId = (r: GroupEmailRecord) => r.id;

export function GroupEmailHistory() {
  const { t, i18n } = useTranslation('email');
  const lang = i18n.resolvedLanguage;
  const history = useOperation(emailOperations.groupHistory, {});
  const rows = useMemo(() => history.data ?? [], [history.data]);
  const { columns, sentAt, program } = useMemo(() => {
    const sentAt = (r: GroupEmailRecord) => formatDateTime(r.sent_at, lang);
    const program = (r: GroupEmailRecord) => t('history.classes', { program: r.program, count: r.slots });
    const columns: DataColumn<GroupEmailRecord>[] = [
      { id: 'sent_at', header: t('history.sentAt'), value: (r) => r.sent_at, text: sentAt, nowrap: true },
      { id: 'subject', header: t('history.subject'), value: (r) => r.subject },
      { id: 'program', header: t('history.program'), value: program },
      { id: 'recipients', header: t('history.recipients'), value: (r) => r.recipients, align: 'end' },
      { id: 'sent_by', header: t('history.sentBy'), value: (r) => r.sent_by },
    ];
    return { columns, sentAt, program };
  }, [t, lang]);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      maw={960}
      mt="lg"
      component="section"
      aria-labelledby="group-history"
    >
      <Title order={2} size="h4" id="group-history" mb="sm">
        {t('history.title')}
      </Title>
      <DataTable
        rows={rows}
        loading={history.isLoading}
        errorText={history.isError ? t('loadFailed', { message: errorMessage(history.error) }) : null}
        columns={columns}
        getRowId={rowId}
        initialSort={{ id: 'sent_at', desc: true }}
        searchPlaceholder={t('history.search')}
        emptyText={t('history.empty')}
        noMatchText={t('history.noMatch')}
        csvFileName="group-emails.csv"
        renderCard={(r) => (
          <>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {r.subject}
            </Text>
            <Text size="sm">{program(r)}</Text>
            <Group justify="space-between" gap="xs" mt={4}>
              <Text size="sm" c="gray.7">
                {sentAt(r)} · {r.sent_by}
              </Text>
              <Text size="sm" fw={600}>
                {t('history.families', { count: r.recipients })}
              </Text>
            </Group>
          </>
        )}
      />
    </Paper>
  );
}
