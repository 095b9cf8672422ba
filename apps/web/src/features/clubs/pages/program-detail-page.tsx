// /programs/:programKey: the club's program with that key (its name and description in the reader's
// language) and its weekly classes (day, time, the class's own length and the places left), the term
// they run in ("Opens for you on …" before registration opens) and their coming closed dates; a key
// the club has no program for is the not-found page.
import { Link, useParams } from 'react-router';
import { Badge, Button, Center, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DAYS, parseTimeRange, type ProgramWithSlots } from '@springboard/contract/programs';
import { formatMoney, toCents } from '@springboard/contract/money';
import { programOperations } from '@springboard/contract/operations/programs';
import { useTenant } from '../../../lib/tenant-context';
import { errorMessage } from '../../../lib/server-messages';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page-header';
import { ClubPicture } from '../../../components/club-picture';
import { EmptyState } from '../../../components/empty-state';
import { useOperation } from '../../../lib/operations';
import { agesLabel } from '../components/program-card';
import { useWebsite } from '../../../lib/website';
import { classMinutes } from '../components/class-length';
import { timeRangeText } from '../../../components/slot-picker/slot-label';
import { ClosedDates, TermNotes } from '../../../components/schedule/schedule-notes';

function SlotsTable({ program, label }: { program: ProgramWithSlots; label: string }) {
  const { t, i18n } = useTranslation('public');
  const rows = program.slots
    .flatMap((slot) =>
      slot.days.map((day) => ({
        key: `${slot.id}-${day}`,
        day,
        time: slot.times[DAYS.indexOf(day)],
        left: Math.max(0, slot.capacity - slot.enrolled),
      })),
    )
    .filter((r): r is typeof r & { time: string } => !!r.time && r.time.toLowerCase() !== 'x')
    // The week in order, Monday first; a day's classes by their start time.
    .sort(
      (a, b) =>
        DAYS.indexOf(a.day) - DAYS.indexOf(b.day) || (parseTimeRange(a.time)?.start ?? 0) - (parseTimeRange(b.time)?.start ?? 0),
    );
  if (!rows.length) return <EmptyState text={t('detail.noSlots')} />;
  // Parents see day, time, length and room left: never the club's internal slot codes.
  return (
    <Table striped withTableBorder verticalSpacing="sm" fz={{ base: 'sm', sm: 'md' }}>
      <Table.Caption>{t('detail.slotsCaption', { program: label })}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('detail.day')}</Table.Th>
          <Table.Th scope="col">{t('detail.time')}</Table.Th>
          <Table.Th scope="col">{t('detail.duration')}</Table.Th>
          <Table.Th scope="col">{t('detail.places')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{t(`days.${r.day}`)}</Table.Td>
            <Table.Td>{timeRangeText(r.time, i18n.resolvedLanguage)}</Table.Td>
            <Table.Td>{t('detail.minutes', { n: classMinutes(r.time, program.duration_hours) })}</Table.Td>
            <Table.Td>{r.left > 0 ? t('detail.placesLeft', { count: r.left }) : t('detail.full')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export function ProgramDetailPage() {
  const { t, i18n } = useTranslation('public');
  const moneyLocale = i18n.resolvedLanguage === 'es' ? 'es-US' : 'en-US';
  const { programKey = '' } = useParams();
  const { club, clubName } = useTenant();
  const q = useOperation(programOperations.withSlots, {});
  const program = q.data?.find((p) => p.key === programKey);
  const { programText } = useWebsite();

  const actions = (
    <Group mt="xl">
      <Button component={Link} to={paths.register.href(club)}>
        {t('detail.register')}
      </Button>
      <Button component={Link} to={paths.programs.href(club)} variant="default">
        {t('detail.allPrograms')}
      </Button>
    </Group>
  );

  if (q.isLoading) {
    return (
      <Center h="40vh" role="status" aria-label={t('loading', { ns: 'common' })}>
        <Loader />
      </Center>
    );
  }
  if (q.isError) {
    return (
      <Container size="md" py="xl">
        <PageHeader title={t('programs.title')} />
        <EmptyState tone="error" text={t('error.withMessage', { ns: 'common', message: errorMessage(q.error) })} />
      </Container>
    );
  }
  if (program) {
    const label = programText(program.label, program.label_es);
    const description = programText(program.description, program.description_es);
    return (
      <Container size="md" py="xl">
        <PageHeader title={label} lead={description ?? undefined}>
          <Group gap="xs">
            <Badge variant="light">{agesLabel(t, program.min_age, program.max_age)}</Badge>
            <Badge variant="light" color="gray">
              {/* Slots may have places of their own: the largest class is the "up to". */}
              {t('detail.capacity', { n: Math.max(0, ...program.slots.map((s) => s.capacity)) || program.capacity })}
            </Badge>
          </Group>
          {program.monthly_from !== null && (
            <Text mt="sm" data-testid="program-price">
              <Text span fw={700} size="lg">
                {t('detail.priceFrom', { amount: formatMoney(toCents(program.monthly_from), moneyLocale) })}
              </Text>{' '}
              <Text span size="sm" c="gray.7">
                {t('detail.priceFromHint')}
              </Text>
            </Text>
          )}
        </PageHeader>
        <ClubPicture
          picture={program.image}
          alt={t('picture.programAlt', { program: label, club: clubName })}
          sizes="(min-width: 62em) 928px, 100vw"
          ratio={21 / 9}
          radius="var(--mantine-radius-lg)"
          priority
          style={{ marginBottom: 'var(--mantine-spacing-xl)' }}
        />
        <Title order={2} size="h3" mb="sm">
          {t('detail.schedule')}
        </Title>
        <SlotsTable program={program} label={label} />
        <Stack gap="sm" mt="md">
          <TermNotes termIds={program.slots.map((s) => s.term_id ?? program.term_id)} />
          <ClosedDates slotIds={program.slots.map((s) => s.id)} headingId="program-closed-dates" />
        </Stack>
        {actions}
      </Container>
    );
  }
  return (
    <Container size="md" py="xl">
      <PageHeader title={t('detail.notFoundTitle')} lead={t('detail.notFoundText')} />
      <Button component={Link} to={paths.programs.href(club)}>
        {t('detail.allPrograms')}
      </Button>
    </Container>
  );
}
