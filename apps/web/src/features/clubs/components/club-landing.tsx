// The club reading of the landing page, in the club's own words (the Website screen): the hero's
// title (the club's name until it writes one) and subtitle, its "Why choose us" items, its programs
// as cards under their real names ("Programs open soon" while it has none), its testimonials and
// the call to action. A text the club has not written is not shown.
import { Link } from 'react-router';
import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { useWebsite } from '../../../lib/website';
import { paths } from '../../../config/paths';
import { HeroSurface, useHeroColors } from './hero-surface';
import { ProgramGrid } from './program-grid';
import { Testimonials } from './testimonials';

export function ClubLanding() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  const hero = useHeroColors();
  const { texts, text } = useWebsite();
  const title = text(texts?.hero.title) || clubName;
  const subtitle = text(texts?.hero.subtitle);
  const reasons = (texts?.why ?? []).map((w) => ({ title: text(w.title), text: text(w.text) }));
  return (
    <>
      <HeroSurface labelledBy="hero-title" py={{ base: 40, md: 80 }} withPicture>
        <Stack gap="lg">
          <Title order={1} id="hero-title" fz={{ base: 36, md: 56 }} lh={1.08} c="inherit" textWrap="balance">
            {title}
          </Title>
          {subtitle ? (
            <Text size="xl" c="inherit" style={{ whiteSpace: 'pre-line' }}>
              {subtitle}
            </Text>
          ) : null}
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

      {reasons.length ? (
        <Container size="lg" py={{ base: 48, md: 72 }} component="section" aria-labelledby="why-title">
          <Title order={2} id="why-title" ta="center" mb="lg">
            {t('landing.club.whyTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: Math.min(reasons.length, 3) }} spacing="xl">
            {reasons.map((r, i) => (
              <Stack key={i} align="center" ta="center" gap="xs">
                <ThemeIcon size={56} radius="xl" variant="light">
                  <IconCircleCheck size={28} aria-hidden />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {r.title}
                </Title>
                {r.text ? <Text c="gray.7">{r.text}</Text> : null}
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      ) : null}

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
