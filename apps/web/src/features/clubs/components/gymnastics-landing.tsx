// The gymnastics reading of the landing page: a banner inviting visitors to enroll (rotating when
// the club wrote a second slide), cards to the club's training, membership and camps pages (those
// it wrote), its programs and its testimonials.
import { Link } from 'react-router';
import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGymnastics, IconId, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { useWebsite } from '../../../lib/website';
import { paths } from '../../../config/paths';
import { EnrollBanner } from './enroll-banner';
import { ProgramGrid } from './program-grid';
import { Testimonials } from './testimonials';

const CARDS = [
  { key: 'training', icon: IconGymnastics, href: paths.training.href },
  { key: 'membership', icon: IconId, href: paths.membership.href },
  { key: 'camps', icon: IconSun, href: paths.camps.href },
] as const;

/** The start of a page's body, for its card: the first paragraph, cut at a word near 160 characters. */
export function excerpt(body: string, max = 160): string {
  const first = body.split(/\n\s*\n/)[0]!.trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

export function GymnasticsLanding() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  const { texts, text } = useWebsite();
  const cards = CARDS.flatMap((c) => {
    const page = texts?.pages[c.key];
    return page ? [{ ...c, title: text(page.title), text: excerpt(text(page.body)) }] : [];
  });
  return (
    <>
      {/* The slides' headings rotate, so the page's one <h1> is the club's headline, for screen readers. */}
      <Title
        order={1}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        {text(texts?.hero.title) || clubName}
      </Title>
      <EnrollBanner />
      {cards.length ? (
        <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="discover-title">
          <Title order={2} id="discover-title" ta="center" mb="xl">
            {t('landing.gym.discoverTitle', { club: clubName })}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: cards.length }} spacing="lg">
            {cards.map(({ key, icon: Icon, href, title, text: lead }) => (
              <Card
                key={key}
                withBorder
                radius="md"
                padding="lg"
                shadow="xs"
                component={Link}
                to={href(club)}
                style={{ textDecoration: 'none' }}
              >
                <ThemeIcon size={48} radius="md" variant="light" mb="sm">
                  <Icon size={26} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4" mb={6}>
                  {title}
                </Title>
                <Text c="gray.7" size="sm">
                  {lead}
                </Text>
                <Text c="var(--mantine-color-anchor)" fw={600} size="sm" mt="sm">
                  {t('landing.gym.cardLink')}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      ) : null}
      <Box bg="gray.0" component="section" aria-labelledby="gym-programs-title">
        <Container size="lg" py={{ base: 48, md: 72 }}>
          <Title order={2} id="gym-programs-title" ta="center" mb="xl">
            {t('landing.club.programsTitle')}
          </Title>
          <ProgramGrid headingLevel={3} />
        </Container>
      </Box>
      <Testimonials />
    </>
  );
}
