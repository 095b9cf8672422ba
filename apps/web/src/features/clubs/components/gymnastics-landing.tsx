// The gymnastics reading of the landing page: a two-slide banner inviting visitors
// to enroll (autoplay 5000 ms, about 1000 ms per transition, looping, with a pause button), and
// three cards to training, membership and camps.
import { Link } from 'react-router';
import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconGymnastics, IconId, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { EnrollBanner } from './enroll-banner';
import { Testimonials } from './testimonials';

const CARDS = [
  { key: 'training', icon: IconGymnastics, href: paths.training.href },
  { key: 'membership', icon: IconId, href: paths.membership.href },
  { key: 'camps', icon: IconSun, href: paths.camps.href },
] as const;

export function GymnasticsLanding() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  return (
    <>
      {/* The slides' headings rotate, so the page's one <h1> is the club's headline, for screen readers. */}
      <Title
        order={1}
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
      >
        {clubName} — {t('landing.club.tagline')}
      </Title>
      <EnrollBanner />
      <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="discover-title">
        <Title order={2} id="discover-title" ta="center" mb="xl">
          {t('landing.gym.discoverTitle', { club: clubName })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {CARDS.map(({ key, icon: Icon, href }) => (
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
                {t(`landing.gym.cards.${key}.title`)}
              </Title>
              <Text c="dimmed" size="sm">
                {t(`landing.gym.cards.${key}.text`)}
              </Text>
              <Text c="var(--mantine-color-anchor)" fw={600} size="sm" mt="sm">
                {t('landing.gym.cardLink')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
      <Box bg="gray.0">
        <Testimonials />
      </Box>
    </>
  );
}
