// */check-in of the admin and staff areas (staff need mark_attendance_page): the front desk's tablet.
// One large box takes a name (the matching athletes are listed, each with a Check in button; Enter
// checks in the only match) or a scanned code (a scanner types it and Enter, which checks in at
// once). Beside it, today's classes with how many are in. After each check-in the box is emptied and
// keeps the focus, ready for the next athlete.
import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCheck, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CheckInBody, CheckInResult } from '@springboard/contract/check-in';
import { checkInOperations } from '@springboard/contract/operations/check-in';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { timeRangeText } from '../../../components/slot-picker/slot-label';
import { useOperation, useOperationMutation } from '../../../lib/operations';
import { errorText } from '../../../lib/server-messages';
import { isCheckInCode, searchTerm } from '../check-in-input';

type Outcome = { ok: true; result: CheckInResult } | { ok: false; message: string };

export default function CheckInPage() {
  const { t, i18n } = useTranslation('check-in');
  const { t: ta } = useTranslation('areas');
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const [debounced] = useDebouncedValue(text, 250);
  const q = searchTerm(debounced);
  const today = useOperation(checkInOperations.today, {}, { refetchInterval: 60_000 });
  const found = useOperation(checkInOperations.search, q ? { query: { q } } : null);
  const checkIn = useOperationMutation(checkInOperations.checkIn, {
    invalidates: [checkInOperations.today, checkInOperations.search],
    onSuccess: (result) => {
      setOutcome({ ok: true, result });
      setText('');
    },
    onError: (err) => setOutcome({ ok: false, message: errorText(err, t) }),
    onSettled: () => box.current?.focus(),
  });
  useEffect(() => box.current?.focus(), []);

  const send = (body: CheckInBody) => checkIn.mutate({ body });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (isCheckInCode(value)) send({ code: value });
    else if (found.data?.length === 1 && searchTerm(value) === q) send({ athlete_id: found.data[0]!.athlete_id });
  };

  return (
    <>
      <PageHeader title={ta('pages.checkIn')} lead={t('lead')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <form onSubmit={submit} role="search" aria-label={t('searchLabel')}>
              <TextInput
                ref={box}
                size="xl"
                label={t('searchLabel')}
                description={t('searchHint')}
                placeholder={t('placeholder')}
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                leftSection={<IconScan size={24} aria-hidden />}
                autoComplete="off"
                spellCheck={false}
              />
            </form>
            <div aria-live="assertive" role="status">
              {outcome?.ok ? (
                <Alert
                  color="green"
                  variant="filled"
                  icon={<IconCheck aria-hidden />}
                  title={t('checkedInTitle', { name: `${outcome.result.first_name} ${outcome.result.last_name}` })}
                >
                  {outcome.result.already_present ? t('alreadyIn') : t('checkedIn')} {outcome.result.program} ·{' '}
                  {outcome.result.times.map((time) => timeRangeText(time, i18n.resolvedLanguage)).join(', ')}
                </Alert>
              ) : outcome ? (
                <Alert color="red" variant="light" title={t('refusedTitle')}>
                  {outcome.message}
                </Alert>
              ) : null}
            </div>
            {q ? (
              <section aria-label={t('results')}>
                {found.isLoading ? (
                  <Loading h={80} />
                ) : found.data && found.data.length > 0 ? (
                  <Stack gap="xs">
                    {found.data.map((a) => {
                      const name = `${a.first_name} ${a.last_name}`;
                      return (
                        <Card key={a.athlete_id} withBorder radius="md" padding="sm">
                          <Group justify="space-between" wrap="wrap" gap="sm">
                            <div>
                              <Text fw={700} size="lg">
                                {name}
                              </Text>
                              <Text size="sm" c="gray.7">
                                {t('family', { name: a.family_name })} · {a.class_today ?? t('noClassToday')}
                              </Text>
                            </div>
                            {a.present ? (
                              <Badge color="#1f6a2d" size="lg" variant="outline">
                                {t('present')}
                              </Badge>
                            ) : (
                              <Button
                                size="md"
                                onClick={() => send({ athlete_id: a.athlete_id })}
                                loading={checkIn.isPending}
                                aria-label={t('checkInName', { name })}
                              >
                                {t('checkIn')}
                              </Button>
                            )}
                          </Group>
                        </Card>
                      );
                    })}
                  </Stack>
                ) : (
                  <EmptyState text={t('nobody', { q })} />
                )}
              </section>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="today-classes">
            <Title order={2} size="h4" id="today-classes" mb="sm">
              {t('todayTitle')}
            </Title>
            {today.isLoading ? (
              <Loading h={80} />
            ) : !today.data ? (
              <EmptyState tone="error" text={errorText(today.error, t)} />
            ) : today.data.classes.length === 0 ? (
              <EmptyState text={t('noClasses')} />
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {today.data.classes.map((c) => (
                  <li key={c.time_slot_id}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <div>
                        <Text size="sm" fw={600}>
                          {c.program}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {c.times.map((time) => timeRangeText(time, i18n.resolvedLanguage)).join(', ')}
                        </Text>
                      </div>
                      {/* Never cut: "0 de 1 dentro" was clipped to "0 DE 1 DEN…" on a phone. */}
                      <Badge
                        variant="outline"
                        color="blue.9"
                        style={{ flexShrink: 0 }}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {t('inCount', { present: c.present, enrolled: c.enrolled })}
                      </Badge>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </>
  );
}
