// The gymnastics landing's rotating banner inviting visitors to enroll (link: register), in the
// club's words: the hero's title and subtitle, and the club's banner (its programs-page news) as a
// second slide once written; with one slide it stands still. Autoplay every 5000 ms, looping, each
// move about 1000 ms; a visible pause button (WCAG 2.2.2), no autoplay for visitors who ask for
// reduced motion, and hidden slides taken out of the tab order.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Carousel } from '@mantine/carousel';
import { ActionIcon, Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { paths } from '../../../config/paths';
import { useWebsite } from '../../../lib/website';
import { useHeroColors } from './hero-surface';

export const BANNER_AUTOPLAY_MS = 5000;
/** Embla's `duration` is not in ms: with its default friction, 30 settles a slide in about 1000 ms. */
export const BANNER_EMBLA_DURATION = 30;

type Slide = { key: string; title: string; text: string; cta: string };

function useSlides(): Slide[] {
  const { t } = useTranslation('public');
  const { clubName } = useTenant();
  const { texts, text } = useWebsite();
  const slides: Slide[] = [
    {
      key: 'enroll',
      title: text(texts?.hero.title) || t('banner.enrollTitle', { club: clubName }),
      text: text(texts?.hero.subtitle),
      cta: t('banner.enrollCta'),
    },
  ];
  const news = { title: text(texts?.banner.title), text: text(texts?.banner.text) };
  if (news.title || news.text) slides.push({ key: 'news', ...news, cta: t('banner.newsCta') });
  return slides;
}

function SlideBody({ slide }: { slide: Slide }) {
  const { club } = useTenant();
  const hero = useHeroColors();
  return (
    <Container size="lg" py={{ base: 56, md: 96 }} px={{ base: 48, md: 'xl' }}>
      <Stack gap="md" maw={640}>
        {slide.title ? (
          <Title order={2} fz={{ base: 30, md: 46 }} lh={1.15} c="inherit">
            {slide.title}
          </Title>
        ) : null}
        {slide.text ? (
          <Text size="lg" c="inherit" style={{ whiteSpace: 'pre-line' }}>
            {slide.text}
          </Text>
        ) : null}
        <Box>
          <Button
            component={Link}
            to={paths.register.href(club)}
            size="lg"
            variant="white"
            color={hero.light ? 'dark' : 'club.9'}
          >
            {slide.cta}
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}

export function EnrollBanner() {
  const { t } = useTranslation('public');
  const hero = useHeroColors();
  const slides = useSlides();
  if (slides.length === 1) {
    return (
      <Box component="section" aria-label={t('banner.label')} style={{ background: hero.background, color: hero.color }}>
        <SlideBody slide={slides[0]!} />
      </Box>
    );
  }
  return <Slideshow slides={slides} />;
}

function Slideshow({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('public');
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
        {slides.map((slide, i) => (
          <Carousel.Slide
            key={slide.key}
            role="group"
            aria-roledescription={t('banner.slide')}
            aria-label={t('banner.slideOf', { n: i + 1, total: slides.length })}
            inert={i !== active}
            style={{ background: hero.background, color: hero.color }}
          >
            <SlideBody slide={slide} />
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
