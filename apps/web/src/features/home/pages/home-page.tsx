// /club/<slug>/admin/home and /club/<slug>/staff/home: where admins and staff land
// after sign-in. The club at a glance — members, athletes, the unpaid total, open waitlist offers,
// today's classes with their attendance links, recent registrations — each linking to its list.
// Staff see only the parts of the pages their role holds (the server leaves the others out).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { timeRangeText } from '../../../components/slot-picker/slot-label';
import type { HomeOverview } from '@springboard/contract/home';
import { homeOperations } from '@springboard/contract/operations/home';
import { formatMoney, toCents } from '@springboard/contract/money';
import { formatDate } from '../../../lib/dates';
import { EmptyState } from '../../../components/empty-state';
import { Loading } from '../../../components/loading';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/server-messages';
import { useAuth } from '../../../lib/auth-context';
import { useTenant } from '../../../lib/tenant-context';
import { useOperation } from '../../../lib/operations';
import { FigureCard } from '../components/figure-card';
import { SetupChecklistCard } from '../components/setup-checklist';

/** The lists the figures link to, in the caller's own area. */
function useLinks() {
  const { club } = useTenant();
  const { user } = useAuth();
  const area = user?.role === 'admin' ? paths.admin : paths.staff;
  return {
    memberships: area.viewMemberships.href(club),
    family: (id: string) => `${area.viewMemberships.href(club)}?membership=${encodeURIComponent(id)}`,
    athletes: area.manageAthletes.href(club),
    // Staff have no Unpaid Invoices screen: their invoices list is Member Invoices.
    unpaid: user?.role === 'admin' ? paths.admin.unpaidInvoices.href(club) : paths.staff.viewInvoice.href(club),
    attendance: (programId: string, slotId: string, date: string) =>
      `${area.markAttendance.href(club)}?${new URLSearchParams({ program: programId, slot: slotId, date }).toString()}`,
    waitlist: area.waitlist.href(club),
  };
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export default function HomePage() {
  const { t, i18n } = useTranslation('home');
  const { t: ta } = useTranslation('areas');
  const lang = i18n.resolvedLanguage ?? 'en';
  const home = useOperation(homeOperations.overview, {});
  const { user } = useAuth();
  const data = home.data;
  return (
    <>
      <PageHeader title={ta('pages.home')} lead={data ? t('lead', { date: formatDate(data.as_of, lang) }) : undefined} />
      {user?.role === 'admin' && (
        <Box mb="lg">
          <SetupChecklistCard />
        </Box>
      )}
      {home.isLoading ? (
        <Loading h={240} />
      ) : home.isError || !data ? (
        <EmptyState tone="error" text={t('loadFailed', { message: errorMessage(home.error) })} />
      ) : (
        <Overview data={data} lang={lang} />
      )}
    </>
  );
}

function Overview({ data, lang }: { data: HomeOverview; lang: string }) {
  const { t } = useTranslation('home');
  const links = useLinks();
  const money = (dollars: number) => formatMoney(toCents(dollars), lang === 'es' ? 'es-US' : 'en-US');
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md">
        {data.members && (
          <FigureCard
            testId="figure-members"
            label={t('figures.members')}
            value={data.members.total}
            note={t('figures.membersNote', { count: data.members.active })}
            to={links.memberships}
          />
        )}
        {data.athletes && (
          <FigureCard testId="figure-athletes" label={t('figures.athletes')} value={data.athletes.total} to={links.athletes} />
        )}
        {data.unpaid && (
          <FigureCard
            testId="figure-unpaid"
            label={t('figures.unpaid')}
            value={money(data.unpaid.total)}
            note={t('figures.unpaidNote', { count: data.unpaid.count, overdue: data.unpaid.overdue })}
            to={links.unpaid}
          />
        )}
        {data.open_offers !== null && (
          <FigureCard
            testId="figure-offers"
            label={t('figures.offers')}
            value={data.open_offers}
            note={t('figures.offersNote')}
            to={links.waitlist}
          />
        )}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {data.classes_today && (
          <Section title={data.my_classes_only ? t('classes.mine') : t('classes.title')} id="home-classes">
            {data.classes_today.length === 0 ? (
              <Text c="dimmed">{data.my_classes_only ? t('classes.noneMine') : t('classes.none')}</Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.classes_today.map((c) => {
                  const done = c.enrolled > 0 && c.marked >= c.enrolled;
                  return (
                    <Group component="li" key={c.slot_id} justify="space-between" gap="xs" wrap="wrap" data-testid="home-class">
                      <Stack gap={0}>
                        <Text fw={600}>
                          {c.program} · {c.slot}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {c.time ? `${timeRangeText(c.time, lang)} · ` : ''}
                          {t('classes.marked', { marked: c.marked, count: c.enrolled })}
                        </Text>
                      </Stack>
                      <Group gap="xs">
                        {done && (
                          <Badge color="#1f6a2d" variant="outline">
                            {t('classes.done')}
                          </Badge>
                        )}
                        <Anchor
                          component={Link}
                          to={links.attendance(c.program_id, c.slot_id, data.as_of)}
                          aria-label={t('classes.markAria', { program: c.program, slot: c.slot })}
                        >
                          {t('classes.mark')}
                        </Anchor>
                      </Group>
                    </Group>
                  );
                })}
              </Stack>
            )}
          </Section>
        )}

        {data.recent_registrations && (
          <Section title={t('recent.title')} id="home-recent">
            {data.recent_registrations.length === 0 ? (
              <Text c="dimmed">{t('recent.none')}</Text>
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {data.recent_registrations.map((r) => (
                  <Group
                    component="li"
                    key={r.membership_id}
                    justify="space-between"
                    gap="xs"
                    wrap="wrap"
                    data-testid="home-registration"
                  >
                    <Anchor component={Link} to={links.family(r.membership_id)} fw={600}>
                      {r.family}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t('recent.athletes', { count: r.athletes })} · {formatDate(r.created_at, lang)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Anchor component={Link} to={links.memberships} size="sm" mt="sm" display="inline-block">
              {t('recent.all')}
            </Anchor>
          </Section>
        )}
      </SimpleGrid>
    </Stack>
  );
}
