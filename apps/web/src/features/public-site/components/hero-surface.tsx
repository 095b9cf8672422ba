// A band in the club's colours with text on it: white text on the darker shades when they reach
// WCAG AA (4.5:1) with white, otherwise dark text on the palest tints (a very light club colour).
import type { ReactNode } from 'react';
import { Box, type BoxProps } from '@mantine/core';
import { useTenant } from '../../../lib/tenant-context';
import { readableShade } from '../../../lib/theme';

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

/** A <section> in the club's colours, named by the heading whose id is `labelledBy`. */
export function HeroSurface({ children, labelledBy, ...props }: BoxProps & { children: ReactNode; labelledBy: string }) {
  const colors = useHeroColors();
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      {...props}
      style={{ background: colors.background, color: colors.color }}
    >
      {children}
    </Box>
  );
}
