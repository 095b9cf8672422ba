// The club reading of the landing page: hero with the club's name and its tagline
// as one headline ("Sunrise Gymnastics — empowering athletes"), Why Choose Us, the club's
// programs as cards under their real names (the three samples while it has none), testimonials
// and the call to action.
import { Link } from 'react-router';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStadium, IconHeartHandshake, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { HeroSurface, useHeroColors } from './hero-surface';
import { ProgramGrid } from './program-grid';
import { Testimonials } from './testimonials';

const REASONS = [
  { key: 'coaching', icon: IconTrophy },
  { key: 'community', icon: IconHeartHandshake },
  { key: 'facilities', icon: IconBuildingStadium },
] as const;

export function ClubLanding() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  const hero = useHeroColors();
  return (
    <>
      <HeroSurface labelledBy="hero-title" py={{ base: 40, md: 80 }} withPicture>
        <Stack gap="lg">
          <Title order={1} id="hero-title" fz={{ base: 36, md: 56 }} lh={1.08} c="inherit" textWrap="balance">
            {clubName}{' '}
            <Box component="span" fw={500}>
              — {t('landing.club.tagline')}
            </Box>
          </Title>
          <Text size="xl" c="inherit">
            {t('landing.club.heroText')}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={paths.programs.href(club)}
              size="lg"
              variant="white"
              color={hero.light ? 'dark' : 'club.9'}
            >
              {t('landing.club.explore')}
            </Button>
            <Button
              component={Link}
              to={paths.register.href(club)}
              size="lg"
              variant="outline"
              color={hero.light ? 'dark' : 'white'}
            >
              {t('landing.club.join')}
            </Button>
          </Group>
        </Stack>
      </HeroSurface>

      <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="why-title">
        <Title order={2} id="why-title" ta="center" mb="lg">
          {t('landing.club.whyTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          {REASONS.map(({ key, icon: Icon }) => (
            <Stack key={key} align="center" ta="center" gap="xs">
              <ThemeIcon size={56} radius="xl" variant="light">
                <Icon size={28} aria-hidden />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`landing.club.why.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`landing.club.why.${key}.text`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>

      <Box bg="gray.0" component="section" aria-labelledby="programs-title">
        <Container size="lg" py={{ base: 48, md: 72 }}>
          <Title order={2} id="programs-title" ta="center" mb="xl">
            {t('landing.club.programsTitle')}
          </Title>
          <ProgramGrid headingLevel={3} />
        </Container>
      </Box>

      <Testimonials />

      <HeroSurface labelledBy="cta-title" py={{ base: 48, md: 64 }}>
        <Container size="md">
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="cta-title" c="inherit">
              {t('landing.club.ctaTitle')}
            </Title>
            <Text size="lg" c="inherit">
              {t('landing.club.ctaText', { club: clubName })}
            </Text>
            <Button
              component={Link}
              to={paths.register.href(club)}
              size="lg"
              variant="white"
              color={hero.light ? 'dark' : 'club.9'}
            >
              {t('landing.club.join')}
            </Button>
          </Stack>
        </Container>
      </HeroSurface>
    </>
  );
}
