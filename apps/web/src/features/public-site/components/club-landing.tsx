// The club reading of the landing page (document 01 §2): hero with the club's name and "Empowering
// Athletes", Why Choose Us, the three program cards, testimonials and the call to action.
import { Link } from 'react-router';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStadium, IconHeartHandshake, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { HeroSurface, useHeroColors } from './hero-surface';
import { ProgramCard } from './program-card';
import { SAMPLE_PROGRAMS } from './sample-programs';
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
      <HeroSurface labelledBy="hero-title" py={{ base: 48, md: 96 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} id="hero-title" fz={{ base: 34, md: 52 }} lh={1.1} c="inherit">
              {clubName}{' '}
              <Box component="span" display="block">
                {t('landing.club.heroTitle')}
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
        </Container>
      </HeroSurface>

      <Container size="lg" py="xl" component="section" aria-labelledby="why-title">
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
        <Container size="lg" py="xl">
          <Title order={2} id="programs-title" ta="center" mb="lg">
            {t('landing.club.programsTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            {SAMPLE_PROGRAMS.map((p) => (
              <ProgramCard
                key={p.key}
                title={t(`samples.${p.key}.title`)}
                ages={t(`samples.${p.key}.ages`)}
                description={t(`samples.${p.key}.description`)}
                to={p.href(club)}
              />
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Testimonials />

      <HeroSurface labelledBy="cta-title" py="xl">
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
