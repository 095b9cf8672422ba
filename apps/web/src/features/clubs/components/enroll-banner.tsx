// The gymnastics landing's rotating banner: two slides inviting visitors to enroll (link: register).
// Autoplay every 5000 ms, looping, each move about 1000 ms; a visible pause button (WCAG 2.2.2), no
// autoplay for visitors who ask for reduced motion, and hidden slides taken out of the tab order.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useHeroColors } from './hero-surface';

export const BANNER_AUTOPLAY_MS = 5000;
/** Embla's `duration` is not in ms: with its default friction, 30 settles a slide in about 1000 ms. */
export const BANNER_EMBLA_DURATION = 30;
const SLIDES = ['enroll', 'season'] as const;

export function EnrollBanner() {
  const { t } = useTranslation('public');
  const { club, clubName } = useTenant();
  const hero = useHeroColors();
  // Read once, before the plugin is made: autoplay must not start for a reduced-motion visitor.
  const [reduceMotion] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const [autoplay] = useState(() =>
    Autoplay({ delay: BANNER_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true, playOnInit: !reduceMotion }),
  );
  const [playing, setPlaying] = useState(!reduceMotion);
  const [active, setActive] = useState(0);
  const plugins = useMemo(() => [autoplay], [autoplay]);

  const togglePlay = () => {
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
    setPlaying(autoplay.isPlaying());
  };

  return (
    <Box component="section" aria-roledescription={t('banner.carousel')} aria-label={t('banner.label')} pos="relative">
      <Carousel
        plugins={plugins}
        emblaOptions={{ loop: true, duration: BANNER_EMBLA_DURATION }}
        withIndicators
        onSlideChange={setActive}
        previousControlProps={{ 'aria-label': t('banner.previous') }}
        nextControlProps={{ 'aria-label': t('banner.next') }}
        getIndicatorProps={(i) => ({ 'aria-label': t('banner.goTo', { n: i + 1 }) })}
        styles={{ indicator: { backgroundColor: hero.light ? 'var(--mantine-color-dark-6)' : 'var(--mantine-color-white)' } }}
      >
        {SLIDES.map((key, i) => (
          <Carousel.Slide
            key={key}
            role="group"
            aria-roledescription={t('banner.slide')}
            aria-label={t('banner.slideOf', { n: i + 1, total: SLIDES.length })}
            inert={i !== active}
            style={{ background: hero.background, color: hero.color }}
          >
            <Container size="lg" py={{ base: 56, md: 96 }} px={{ base: 48, md: 'xl' }}>
              <Stack gap="md" maw={640}>
                <Title order={2} fz={{ base: 30, md: 46 }} lh={1.15} c="inherit">
                  {t(`banner.slides.${key}.title`, { club: clubName })}
                </Title>
                <Text size="lg" c="inherit">
                  {t(`banner.slides.${key}.text`)}
                </Text>
                <Box>
                  <Button
                    component={Link}
                    to={paths.register.href(club)}
                    size="lg"
                    variant="white"
                    color={hero.light ? 'dark' : 'club.9'}
                  >
                    {t(`banner.slides.${key}.cta`)}
                  </Button>
                </Box>
              </Stack>
            </Container>
          </Carousel.Slide>
        ))}
      </Carousel>
      <ActionIcon
        onClick={togglePlay}
        variant="white"
        color="dark"
        size="lg"
        radius="xl"
        pos="absolute"
        bottom={12}
        right={12}
        aria-label={playing ? t('banner.pause') : t('banner.play')}
        style={{ zIndex: 2 }}
      >
        {playing ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
      </ActionIcon>
    </Box>
  );
}
