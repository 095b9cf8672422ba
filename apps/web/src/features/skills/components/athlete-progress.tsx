// One athlete's progress as the family reads it: level, share mastered, ready to move up, what to
// practise next, every skill with its state and date, and the coach's comments. Printed on its own
// with the club's logo (the shared print stylesheet) when `printing`.
import { Badge, Button, Group, List, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AthleteSkills } from '@springboard/contract/skills';
import { ClubLogo } from '../../../components/club-logo';
import { formatDate } from '../../../lib/dates';
import { localName } from '../../../components/skills/skill-evaluator';
import css from '../../../components/print-document.module.css';

export function AthleteProgress({ data, printing, onPrint }: { data: AthleteSkills; printing: boolean; onPrint: () => void }) {
  const { t, i18n } = useTranslation('skills');
  const lang = i18n.language;
  const name = `${data.athlete.first_name} ${data.athlete.last_name}`;
  const titleId = `progress-${data.athlete.id}`;
  const comments = data.skills.flatMap((s) =>
    s.history.filter((h) => h.comment).map((h) => ({ skill: localName(s, lang), ...h })),
  );
  comments.sort((a, b) => b.at.localeCompare(a.at));
  const share = data.total > 0 ? Math.round((data.mastered * 100) / data.total) : 0;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      className={printing ? css.document : undefined}
    >
      <Stack gap="sm">
        {printing && (
          <Group justify="space-between">
            <ClubLogo size={32} />
            <Text size="sm">{t('progress.printedOn', { date: formatDate(new Date().toISOString(), lang) })}</Text>
          </Group>
        )}
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {printing ? `${t('progress.reportTitle')}: ${name}` : name}
          </Title>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPrinter size={14} aria-hidden />}
            onClick={onPrint}
            className={css.noPrint}
          >
            {t('progress.print')}
          </Button>
        </Group>
        {!data.level ? (
          <Text size="sm" c="gray.7">
            {t('noLevel', { name: data.athlete.first_name })}
          </Text>
        ) : (
          <>
            <Group gap="xs">
              <Text fw={600}>{t('levelLine', { curriculum: data.level.curriculum, level: localName(data.level, lang) })}</Text>
              {data.ready && (
                <Badge color="#1f6a2d" variant="light">
                  {t('ready')}
                </Badge>
              )}
            </Group>
            <Progress value={share} color="green.9" aria-label={t('share', { mastered: data.mastered, total: data.total })} />
            <Text size="sm">{t('share', { mastered: data.mastered, total: data.total })}</Text>
            <Title order={3} size="h5">
              {t('practiseNext')}
            </Title>
            {data.practise_next.length === 0 ? (
              <Text size="sm">{t('nothingNext')}</Text>
            ) : (
              <List size="sm">
                {data.practise_next.map((id) => {
                  const s = data.skills.find((x) => x.id === id)!;
                  return <List.Item key={id}>{localName(s, lang)}</List.Item>;
                })}
              </List>
            )}
            <Table withTableBorder striped verticalSpacing={4} aria-labelledby={titleId}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('progress.skill')}</Table.Th>
                  <Table.Th>{t('progress.state')}</Table.Th>
                  <Table.Th>{t('progress.date')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.skills.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{localName(s, lang)}</Table.Td>
                    <Table.Td>{t(`states.${s.state}`)}</Table.Td>
                    <Table.Td>{s.evaluated_at ? formatDate(s.evaluated_at, lang) : ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">
              {t('comments')}
            </Title>
            {comments.length === 0 ? (
              <Text size="sm" c="gray.7">
                {t('noComments')}
              </Text>
            ) : (
              <List size="sm">
                {comments.map((c) => (
                  <List.Item key={`${c.skill}-${c.at}`}>
                    <Text span size="sm" fw={500}>
                      {c.skill}
                    </Text>
                    {`: ${c.comment} (${formatDate(c.at, lang)}${c.by ? `, ${c.by}` : ''})`}
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
