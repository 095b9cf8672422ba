// The attendance table of one class: the enrolled athletes, absent until ticked
// present, then the makeup athletes; 50 a page, with select-all for the page (the rule is in
// attendance-model.ts). Ticking present is a checkbox, so a keyboard and a screen reader use it as is.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Checkbox, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_PAGE_SIZE, type AttendanceRow, type AttendanceStatus } from '@springboard/contract/attendance';
import { useCan } from '../../../components/can';
import { EmptyState } from '../../../components/empty-state';
import { MedicalMarker } from '../../../components/medical/medical-dialog';
import { SkillEvaluator } from '../../../components/skills/skill-evaluator';
import { toast } from '../../../lib/toast';
import { allPresent, type Marks } from '../attendance-model';

const STATUS_COLORS: Record<AttendanceStatus, string> = { present: '#1f6a2d', absent: 'red.9', makeup: 'blue.9' };

export function AttendanceSheet({
  rows,
  marks,
  page,
  onPage,
  onMark,
  onToggleAll,
  readOnly = false,
}: {
  rows: readonly AttendanceRow[];
  marks: Marks;
  page: number;
  onPage: (page: number) => void;
  onMark: (athleteId: string, status: AttendanceStatus) => void;
  onToggleAll: (pageRows: readonly AttendanceRow[]) => void;
  /** A coming class: who is expected, nothing to tick yet. */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('attendance');
  const { t: tc } = useTranslation('common');
  const { t: ts } = useTranslation('skills');
  // A coach holding evaluate_skills marks each athlete's skills from here, one athlete at a time.
  const canEvaluate = useCan('evaluate_skills');
  const [evaluating, setEvaluating] = useState<{ id: string; name: string } | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const pages = Math.max(1, Math.ceil(rows.length / ATTENDANCE_PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const pageRows = rows.slice(current * ATTENDANCE_PAGE_SIZE, (current + 1) * ATTENDANCE_PAGE_SIZE);
  const enrolledOnPage = pageRows.filter((r) => r.enrolled);
  const all = allPresent(pageRows, marks);
  const some = enrolledOnPage.some((r) => marks[r.athleteId] === 'present');
  // 'ID copied!': the athlete's id, for looking them up elsewhere.
  const copyId = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      toast('info', t('table.copied'), { closeLabel: t('close') });
    } catch {
      // The browser refused the clipboard: show the id so it can be copied by hand.
      toast('info', id, { closeLabel: t('close') });
    }
  };
  const count = (s: AttendanceStatus) => rows.filter((r) => (marks[r.athleteId] ?? r.status) === s).length;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="attendance-table-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id="attendance-table-title">
            {t('table.title')}
          </Title>
          <Text size="sm" c="gray.7" aria-live="polite">
            {[
              t('table.countPresent', { count: count('present') }),
              t('table.countMakeup', { count: count('makeup') }),
              t('table.countAbsent', { count: count('absent') }),
            ].join(', ')}
          </Text>
        </Group>
        {rows.length === 0 ? (
          <EmptyState text={t('table.empty')} />
        ) : (
          <>
            <Checkbox
              label={t('table.selectAll')}
              checked={all}
              indeterminate={!all && some}
              disabled={readOnly || enrolledOnPage.length === 0}
              onChange={() => onToggleAll(pageRows)}
            />
            <Table striped withTableBorder verticalSpacing="xs" aria-labelledby="attendance-table-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.athlete')}</Table.Th>
                  <Table.Th>{t('table.status')}</Table.Th>
                  <Table.Th ta="center">{t('table.present')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pageRows.map((r) => {
                  const name = `${r.firstName} ${r.lastName}`;
                  const status = marks[r.athleteId] ?? r.status;
                  return (
                    <Table.Tr key={r.athleteId}>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Text size="sm" fw={500}>
                            {name}
                          </Text>
                          <ActionIcon
                            variant="subtle"
                            color="gray.7"
                            size="sm"
                            aria-label={t('table.copyId', { name })}
                            onClick={() => void copyId(r.athleteId)}
                          >
                            <IconCopy size={14} aria-hidden />
                          </ActionIcon>
                          {r.has_medical_info ? <MedicalMarker athleteId={r.athleteId} name={name} /> : null}
                        </Group>
                        {!r.enrolled && (
                          <Text size="xs" c="gray.7">
                            {r.makeup_booked ? t('table.makeupBooked') : t('table.makeupNote')}
                          </Text>
                        )}
                        {r.reported_absent && (
                          <Badge color="#9c3d07" variant="outline" size="sm">
                            {t('table.reportedAbsent')}
                          </Badge>
                        )}
                        {canEvaluate && (
                          <Button
                            variant="light"
                            size="compact-sm"
                            mt={4}
                            aria-label={ts('skillsOf', { name })}
                            onClick={() => setEvaluating({ id: r.athleteId, name })}
                          >
                            {ts('skillsButton')}
                          </Button>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {/* The whole word, never cut: on a phone it is what tells a make-up from a present athlete. */}
                        <Badge variant="outline" color={STATUS_COLORS[status]} tt="none" styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}>
                          {t(`status.${status}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group justify="center">
                          {r.enrolled ? (
                            <Checkbox
                              size="md"
                              disabled={readOnly}
                              aria-label={t('table.markPresent', { name })}
                              checked={status === 'present'}
                              onChange={(e) => onMark(r.athleteId, e.currentTarget.checked ? 'present' : 'absent')}
                            />
                          ) : (
                            <Checkbox
                              size="md"
                              disabled={readOnly}
                              aria-label={t('table.keepMakeup', { name })}
                              checked={status === 'makeup'}
                              onChange={(e) => onMark(r.athleteId, e.currentTarget.checked ? 'makeup' : 'absent')}
                            />
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            {pages > 1 && (
              <Group justify="flex-end" gap="xs">
                <Button variant="default" size="compact-sm" disabled={current === 0} onClick={() => onPage(current - 1)}>
                  {tc('table.pager.prev')}
                </Button>
                <Text size="sm">{tc('table.pager.pageOf', { page: current + 1, count: pages })}</Text>
                <Button variant="default" size="compact-sm" disabled={current >= pages - 1} onClick={() => onPage(current + 1)}>
                  {tc('table.pager.next')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
      <Modal
        opened={evaluating !== null}
        onClose={() => setEvaluating(null)}
        title={evaluating ? ts('skillsOf', { name: evaluating.name }) : ''}
        fullScreen={phone}
        closeButtonProps={{ 'aria-label': ts('close') }}
      >
        {evaluating && <SkillEvaluator athleteId={evaluating.id} name={evaluating.name} />}
      </Modal>
    </Paper>
  );
}
