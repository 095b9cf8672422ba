// One scheduled job as a card: what it does, how often, when it last ran (by whom, with what
// result and what could not be done), when it runs next, and Run now.
import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JobStatus } from '@springboard/contract/operations/jobs';
import { countsText, formatDateTime } from '../job-text';

const STATUS_COLOR = { running: 'blue', done: 'green', failed: 'red' } as const;
const FAILURES_SHOWN = 5;

type Props = { job: JobStatus; running: boolean; onRun: (job: JobStatus) => void };

export function JobCard({ job, running, onRun }: Props) {
  const { t, i18n } = useTranslation('jobs');
  const lang = i18n.resolvedLanguage ?? 'en';
  const name = t(`names.${job.job}`);
  const last = job.last_run;
  const headingId = `job-${job.job}-title`;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId} data-job={job.job}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {name}
          </Title>
          {!job.enabled && (
            <Badge variant="default" style={{ flexShrink: 0 }}>
              {t('offInSettings')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`descriptions.${job.job}`)}
        </Text>
        <Text size="sm">{t(`cadence.${job.cadence}`)}</Text>

        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '0.75rem', rowGap: '0.35rem' }}>
          <Text component="dt" size="sm" fw={600}>
            {t('lastRun')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {last ? (
              <>
                {formatDateTime(last.started_at, lang)} {t(`by.${last.trigger}`)}{' '}
                <Badge color={STATUS_COLOR[last.status]} variant="dot" size="sm">
                  {t(`status.${last.status}`)}
                </Badge>
              </>
            ) : (
              t('never')
            )}
          </Text>
          {last && (
            <>
              <Text component="dt" size="sm" fw={600}>
                {t('result')}
              </Text>
              <Text component="dd" size="sm" m={0} data-testid="job-result">
                {last.status === 'failed'
                  ? last.error
                  : last.status === 'running'
                    ? t('status.running')
                    : countsText(t, last.counts)}
              </Text>
            </>
          )}
          <Text component="dt" size="sm" fw={600}>
            {t('nextRun')}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {job.next_run_at ? formatDateTime(job.next_run_at, lang) : t('notScheduled')}
          </Text>
        </dl>

        {last && last.failures.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('failuresHeading')}
            </Text>
            <List size="sm" spacing={2}>
              {last.failures.slice(0, FAILURES_SHOWN).map((f, i) => (
                <List.Item key={`${f.invoice_id ?? ''}-${i}`}>
                  {f.family ?? t('unknownFamily')}: {f.reason}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}

        <Group mt="auto" pt="xs">
          <Button onClick={() => onRun(job)} loading={running} aria-label={t('runNowAria', { job: name })}>
            {t('runNow')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
