// Athlete attendance details: per enrollment the program, the slot id, when the
// athlete was enrolled, and the attendance records by date with their status.
import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { DateText } from '../../../components/date-text';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../components/empty-state';
import { translateKey } from '../../../lib/i18n';
import { useOperation } from '../../../lib/operations';
import { useSlotWhen } from '../../../components/slot-picker/use-slot-when';

const STATUS_COLORS: Record<string, string> = { present: '#237032', absent: 'red.9', makeup: 'blue.9' };

export function AttendanceDetails({ athleteId }: { athleteId: string }) {
  const { t, i18n } = useTranslation('athletes');
  const slotWhen = useSlotWhen();
  const enrollments = useOperation(athleteOperations.enrollments, { params: { id: athleteId } });
  const statusText = (s: string) => (s in STATUS_COLORS ? translateKey(t, `attendance.status.${s}`) : s);

  return (
    <section aria-labelledby="attendance-title">
      <Title order={2} size="h3" id="attendance-title" mb="sm">
        {t('attendance.title')}
      </Title>
      {enrollments.isLoading ? (
        <Loader size="sm" aria-label={t('attendance.loading')} />
      ) : enrollments.isError ? (
        <EmptyState tone="error" text={t('attendance.failed')} />
      ) : !enrollments.data?.length ? (
        <EmptyState text={t('attendance.empty')} />
      ) : (
        <Stack gap="md">
          {enrollments.data.map((e) => (
            <Card key={e.id} withBorder radius="md" padding="md">
              <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
                <div>
                  <Title order={3} size="h5">
                    {e.program.label}
                  </Title>
                  <Text size="sm">{t('attendance.slot', { slot: slotWhen(e.program_slot) })}</Text>
                </div>
                <Text size="sm" c="gray.7">
                  {t('attendance.enrolled')} <DateText value={e.enrolled_at} />
                </Text>
              </Group>
              {e.attendance_records.length === 0 ? (
                <Text size="sm" c="gray.7">
                  {t('attendance.noRecords')}
                </Text>
              ) : (
                <Table withTableBorder striped aria-label={t('attendance.recordsOf', { program: e.program.label })}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('attendance.date')}</Table.Th>
                      <Table.Th>{t('attendance.statusHeader')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {e.attendance_records.map((r) => (
                      <Table.Tr key={r.attendance_date}>
                        <Table.Td>{formatDate(r.attendance_date, i18n.resolvedLanguage)}</Table.Td>
                        <Table.Td>
                          <Badge variant="outline" color={STATUS_COLORS[r.status] ?? 'gray.8'}>
                            {statusText(r.status)}
                          </Badge>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Card>
          ))}
        </Stack>
      )}
    </section>
  );
}
