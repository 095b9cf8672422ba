// /club/<slug>/dashboard for a member, the first page of the member area (its sidebar's Home): the
// expiry check on load (toast once if expired), then the family's landing page: a welcome, the
// membership's state, the athletes and their classes, and a tile for every other page of the member
// sidebar, under the sidebar's own labels (config/screens.ts), so a tile never leads anywhere else.
import { BalanceText } from '../../../components/balance-text';
import { Link } from 'react-router';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconCalendarEvent,
  IconCreditCard,
  IconFileInvoice,
  IconHourglass,
  IconReceipt,
  IconReportMoney,
  IconSignature,
  IconStars,
  IconUser,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { timeRangeText } from '../../../components/slot-picker/slot-label';
import type { Athlete } from '@springboard/contract/athletes';
import { athleteOperations } from '@springboard/contract/operations/athletes';
import { membershipOperations } from '@springboard/contract/operations/memberships';
import { memberTiles, type MemberTilePage } from '../member-tiles';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { translateKey, type KeyedT } from '../../../lib/i18n';
import { DateText } from '../../../components/date-text';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useOperation } from '../../../lib/operations';
import { useExpiryWarning } from '../use-expiry-warning';
import { CheckInCodes } from '../components/check-in-codes';

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'];

const TILE_ICONS: Record<MemberTilePage, Icon> = {
  memberInvoices: IconFileInvoice,
  viewPayment: IconReceipt,
  memberStatement: IconReportMoney,
  updateCard: IconCreditCard,
  manageProfile: IconUser,
  manageAthlete: IconUsers,
  myWaitlist: IconHourglass,
  memberPolicies: IconSignature,
  myClasses: IconCalendarEvent,
  memberSkills: IconStars,
};

export default function MemberHomePage() {
  const { t } = useTranslation('member');
  const { t: ta } = useTranslation('areas');
  const { user } = useAuth();
  const { club, clubName } = useTenant();
  const expiry = useExpiryWarning();
  const membership = useOperation(membershipOperations.mine, {}, { enabled: !!user?.membership_id });

  const links = memberTiles().map((tile) => ({
    to: tile.route.href(club),
    icon: TILE_ICONS[tile.page],
    label: ta(`pages.${tile.page}`),
    hint: t(`links.hints.${tile.page}`),
  }));

  return (
    <>
      <PageHeader title={t('welcome', { name: user?.first_name ?? '' })} lead={t('lead', { club: clubName })} />
      <Stack gap="lg">
        {expiry.data?.expired ? (
          <Alert color="red" title={t('expiredTitle')}>
            {t('expiredText')}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card withBorder radius="md" padding="md">
            <Title order={2} size="h4" mb="xs">
              {t('membership.title')}
            </Title>
            {membership.isLoading ? (
              <Loader size="sm" />
            ) : membership.data ? (
              <Stack gap={6}>
                <Group gap="xs">
                  <Text size="sm">{t('membership.status')}</Text>
                  <Badge color={expiry.data?.expired ? 'red' : 'green'} variant="dot">
                    {expiry.data?.expired ? t('membership.expired') : t('membership.active')}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('membership.since')} <DateText value={membership.data.start_date} />
                </Text>
                {membership.data.expires_on ? (
                  <Text size="sm">
                    {expiry.data?.expired ? t('membership.expiredOn') : t('membership.renews')}{' '}
                    <DateText value={membership.data.expires_on} />
                  </Text>
                ) : null}
                <Text size="sm">
                  {t('membership.balance')}{' '}
                  <Text span fw={600} c={membership.data.balance < 0 ? 'red.8' : undefined}>
                    <BalanceText dollars={membership.data.balance} reader="family" />
                  </Text>
                </Text>
                {membership.data.balance < 0 ? (
                  <Button component={Link} to={paths.member.viewInvoice.href(club)} size="sm" w="fit-content">
                    {t('membership.pay')}
                  </Button>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="gray.7">
                {t('membership.unavailable')}
              </Text>
            )}
          </Card>
          <Card withBorder radius="md" padding="md">
            <FamilyCard />
          </Card>
        </SimpleGrid>

        {user?.membership_id ? <CheckInCodes membershipId={user.membership_id} /> : null}

        <section aria-labelledby="member-links">
          <Title order={2} size="h4" mb="sm" id="member-links">
            {t('links.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {links.map(({ to, icon: Icon, label, hint }) => (
              <UnstyledButton
                key={to}
                component={Link}
                to={to}
                p="md"
                style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Group wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{label}</Text>
                    <Text size="sm" c="gray.7">
                      {hint}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </>
  );
}

function FamilyCard() {
  const { t } = useTranslation('member');
  const { user } = useAuth();
  const membershipId = user?.membership_id;
  const athletes = useOperation(athleteOperations.listOfMembership, membershipId ? { params: { id: membershipId } } : null);
  return (
    <>
      <Title order={2} size="h4" mb="xs">
        {t('family.title')}
      </Title>
      {athletes.isLoading ? (
        <Loader size="sm" />
      ) : athletes.isError ? (
        <EmptyState tone="error" text={t('family.failed')} />
      ) : !athletes.data?.length ? (
        <Text size="sm">{t('family.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {athletes.data.map((a) => (
            <AthleteLine key={a.id} athlete={a} />
          ))}
        </Stack>
      )}
    </>
  );
}

function AthleteLine({ athlete }: { athlete: Athlete }) {
  const { t, i18n } = useTranslation('member');
  const name = [athlete.first_name, athlete.middle_name, athlete.last_name].filter(Boolean).join(' ');
  return (
    <div>
      <Text fw={600}>{name}</Text>
      {athlete.enrollments.length === 0 ? (
        <Text size="sm" c="gray.7">
          {t('family.noClasses')}
        </Text>
      ) : (
        athlete.enrollments.map((e) => (
          <Text size="sm" key={e.id}>
            {e.program.label}: {classTimes(e.program_slot, t, i18n.resolvedLanguage)}
          </Text>
        ))
      )}
    </div>
  );
}

/** "Mon 4:00 PM – 5:00 PM" ("lun 16:00 – 17:00"): a slot's times are listed per weekday, "x" where
 *  there is no class. */
function classTimes(slot: { days: string[]; times: string[] }, t: KeyedT, language: string | undefined): string {
  return slot.days
    .map((day, i) => {
      const time = slot.times.length === 7 ? slot.times[WEEK.indexOf(day)] : slot.times[i];
      return `${translateKey(t, `days.${day}`)}${time && time.toLowerCase() !== 'x' ? ` ${timeRangeText(time, language)}` : ''}`;
    })
    .join(', ');
}
