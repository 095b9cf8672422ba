// A band in the club's colours with text on it: white text on the darker shades when they reach
// WCAG AA (4.5:1) with white, otherwise dark text on the palest tints (a very light club colour).
// The landing's hero also shows the club's picture: the hero image uploaded in Manage
// Settings, or the designed default art in the club's colour, beside the words (below on a phone).
import type { ReactNode } from 'react';
import { Box, Container, type BoxProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../lib/tenant-context';
import { readableShade } from '../../../lib/theme';
import { ClubPicture } from '../../../components/club-picture';
import classes from './hero-surface.module.css';

export function useHeroColors() {
  const { settings } = useTenant();
  const shade = readableShade(settings?.primary_color);
  if (shade === null) {
    return {
      background: 'linear-gradient(135deg, var(--mantine-color-club-0), var(--mantine-color-club-2))',
      color: 'var(--mantine-color-black)',
      light: true,
    };
  }
  const to = Math.max(shade, 7);
  return {
    background: `linear-gradient(135deg, var(--mantine-color-club-9), var(--mantine-color-club-${to}))`,
    color: 'var(--mantine-color-white)',
    light: false,
  };
}

/** The club's hero image (or the default art), as the page's first and most important picture. */
export function HeroPicture() {
  const { t } = useTranslation('public');
  const { settings, clubName } = useTenant();
  return (
    <ClubPicture
      picture={settings?.hero_image}
      alt={t('picture.heroAlt', { club: clubName })}
      sizes="(min-width: 75em) 540px, (min-width: 62em) 46vw, 100vw"
      priority
      className={classes.picture}
    />
  );
}

/**
 * A <section> in the club's colours, named by the heading whose id is `labelledBy`. With
 * `withPicture` it lays out its children (without a Container of their own) beside the club's hero
 * picture, in the page's container.
 */
export function HeroSurface({
  children,
  labelledBy,
  withPicture = false,
  ...props
}: BoxProps & { children: ReactNode; labelledBy: string; withPicture?: boolean }) {
  const colors = useHeroColors();
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      {...props}
      style={{ background: colors.background, color: colors.color }}
    >
      {withPicture ? (
        <Container size="lg" className={classes.grid}>
          <div>{children}</div>
          <HeroPicture />
        </Container>
      ) : (
        children
      )}
    </Box>
  );
}
