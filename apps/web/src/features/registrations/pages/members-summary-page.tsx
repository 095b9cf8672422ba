// /club/<slug>/members-summary: what was just registered, from the navigation state
// the registration screens pass. A parent who just paid is signed in already (the registration
// answered with their session) and goes on to the family's home; after a cash registration staff go
// back to the add-member screen; anyone else (signed out meanwhile) is offered sign-in. The page
// opens at its top (the router's scroll restoration) with the "Registration complete" banner and
// the way on inside the first screen of a phone. Staff come back to /staff/add-member; an admin registered the family from
// /admin/add-member and may not open the staff area (RequireAuth sends them away), so the back button
// follows the signed-in role: admin/add-member for an admin, staff/add-member for everyone else.
// A reloaded page has no state: it says so instead of showing an empty summary.
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Collapse,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowRight, IconChevronDown, IconChevronRight, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { translateKey, type KeyedT } from '../../../lib/i18n';
import {
  parseSummaryState,
  selectedPrograms,
  type SummaryAthlete,
  type SummaryProgram,
  type SummaryState,
} from '../summary-state';
import { formatDate } from '../../../lib/dates';
import { Money } from '../../../components/money';
import { PageHeader } from '../../../components/page-header';
import { durationText, slotWhen } from '../../../components/slot-picker/slot-label';

/** Alert titles in the body colour: Mantine's green and yellow title text is below AA on its tint. */
const ALERT_TITLE = { title: { color: 'var(--mantine-color-text)' } };

export default function MembersSummaryPage() {
  const { t } = useTranslation('registration');
  const { club } = useTenant();
  const { isAdmin, isMember, user } = useAuth();
  const location = useLocation();
  const state = parseSummaryState(location.state);

  if (!state) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <PageHeader title={t('summary.title')} />
          <Alert color="yellow" title={t('summary.noStateTitle')} styles={ALERT_TITLE}>
            {t('summary.noState')}
          </Alert>
          <Group>
            <Button component={Link} to={paths.login.href(club)}>
              {t('summary.goToLogin')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }
  const addMember = isAdmin ? paths.admin.addMember : paths.staff.addMember;
  // The family that just registered is the one signed in: their home is the way on.
  const signedInFamily = state.paymentMethod === 'card' && isMember && !!user && user.membership_id === state.membership_id;
  const next =
    state.paymentMethod === 'cash'
      ? { to: addMember.href(club), label: t('summary.backToAddMember') }
      : signedInFamily
        ? { to: paths.dashboard.href(club), label: t('summary.goToFamily') }
        : { to: paths.login.href(club), label: t('summary.backToLogin') };
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <PageHeader title={t('summary.title')} />
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck aria-hidden />}
          title={t('summary.successTitle')}
          styles={ALERT_TITLE}
        >
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('toast.success')}
            </Text>
            <Text size="sm">
              {state.paymentMethod === 'cash'
                ? t('summary.successCash')
                : signedInFamily
                  ? t('summary.successCard')
                  : t('summary.successCardSignedOut')}
            </Text>
            <Group>
              <Button component={Link} to={next.to} rightSection={<IconArrowRight size={16} aria-hidden />}>
                {next.label}
              </Button>
            </Group>
          </Stack>
        </Alert>
        <MembershipCard state={state} />
        <Card withBorder radius="md" padding="md">
          <Title order={2} size="h4" mb="sm">
            {t('summary.athletes', { count: state.athletes.length })}
          </Title>
          <Stack gap="xs">
            {state.athletes.map((a, i) => (
              <AthleteRow key={i} athlete={a} defaultOpen={state.athletes.length === 1} />
            ))}
          </Stack>
        </Card>
        <ProgramsCard state={state} />
      </Stack>
    </Container>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="gray.7">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

function MembershipCard({ state }: { state: SummaryState }) {
  const { t, i18n } = useTranslation('registration');
  const m = state.membership;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('summary.membership')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Field label={t('summary.name')} value={`${m.first_name} ${m.last_name}`} />
        <Field label={t('membership.email')} value={m.email} />
        <Field label={t('membership.phone')} value={m.phone} />
        <Field label={t('summary.address')} value={`${m.address}, ${m.city}, ${m.state} ${m.zip}`} />
        <Field
          label={t('billing.start_date')}
          value={state.start_date ? formatDate(state.start_date, i18n.resolvedLanguage) : ''}
        />
        <Field label={t('billing.referral')} value={state.referral ? translateKey(t, `referral.${state.referral}`) : ''} />
        <Field label={t('summary.paymentMethod')} value={t(`summary.method.${state.paymentMethod}`)} />
        {state.amount_cents !== null ? (
          <div>
            <Text size="xs" c="gray.7">
              {t('summary.amountPaid')}
            </Text>
            <Text size="sm">
              <Money cents={state.amount_cents} />
            </Text>
          </div>
        ) : null}
      </SimpleGrid>
    </Card>
  );
}

function AthleteRow({ athlete, defaultOpen }: { athlete: SummaryAthlete; defaultOpen: boolean }) {
  const { t, i18n } = useTranslation('registration');
  const [open, setOpen] = useState(defaultOpen);
  const name = [athlete.first_name, athlete.middle_name, athlete.last_name].filter(Boolean).join(' ');
  return (
    <Card withBorder radius="sm" padding="sm">
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} style={{ width: '100%' }}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{name}</Text>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" c="gray.7">
              {open ? t('summary.hideDetails') : t('summary.showDetails')}
            </Text>
            {open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />}
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mt="sm">
          <Field label={t('athlete.gender')} value={t(`gender.${athlete.gender}`, { defaultValue: athlete.gender })} />
          <Field label={t('athlete.date_of_birth')} value={formatDate(athlete.date_of_birth, i18n.resolvedLanguage)} />
          <Field label={t('summary.programCount')} value={String(athlete.programs.length)} />
        </SimpleGrid>
        {athlete.programs.map((p) => (
          <Group key={p.slot_id} gap="xs" mt="xs">
            <Badge variant="light">{p.program}</Badge>
            <Text size="sm">{scheduleText(p, t, i18n.resolvedLanguage)}</Text>
          </Group>
        ))}
      </Collapse>
    </Card>
  );
}

function scheduleText(p: { days: string[]; times: string[] }, t: KeyedT, language: string | undefined) {
  return slotWhen(p, (day) => translateKey(t, `days.${day}`), language);
}

/** "60 min · Ages 5–12": the program's real length and ages (older history state may lack them). */
function programFacts(p: SummaryProgram, t: KeyedT): string {
  const parts = [];
  if (p.duration_hours !== undefined) parts.push(durationText(p.duration_hours));
  if (p.min_age !== undefined && p.max_age !== undefined)
    parts.push(translateKey(t, 'summary.ages', { min: p.min_age, max: p.max_age }));
  return parts.join(' · ');
}

function ProgramsCard({ state }: { state: SummaryState }) {
  const { t, i18n } = useTranslation('registration');
  const { club } = useTenant();
  const rows = selectedPrograms(state);
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        {t('summary.selectedPrograms')}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm">{t('summary.noPrograms')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('summary.program')}</Table.Th>
                <Table.Th>{t('summary.athlete')}</Table.Th>
                <Table.Th>{t('summary.schedule')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{r.program}</Table.Td>
                  <Table.Td>{r.athlete}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{scheduleText(r, t, i18n.resolvedLanguage)}</Text>
                    <Text size="xs" c="gray.7">
                      {programFacts(r, t)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Anchor component={Link} to={paths.programs.href(club)} size="sm" mt="sm" display="inline-block">
        {t('summary.aboutPrograms')}
      </Anchor>
    </Card>
  );
}
