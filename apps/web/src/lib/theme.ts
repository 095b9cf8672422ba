// A Mantine theme from the club's colours: ten shades derived from one hex colour, text colour on
// filled components chosen for contrast (WCAG AA).
import { createTheme, rem, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from '@springboard/contract/settings';
import './typeface.css';

/** The site's colours while the club has saved none (Manage Settings' colour fields start there too). */
export const DEFAULT_PRIMARY = DEFAULT_PRIMARY_COLOR;

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: [number, number, number]) {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** Shades 0-9 with the given colour at index 6 (Mantine's filled shade in light mode). */
export function shadesOf(hex: string): MantineColorsTuple {
  const base = /^#[0-9a-f]{6}$/i.test(hex) ? hexToRgb(hex) : hexToRgb(DEFAULT_PRIMARY);
  const white: [number, number, number] = [255, 255, 255];
  const black: [number, number, number] = [0, 0, 0];
  const tints = [0.92, 0.8, 0.64, 0.46, 0.3, 0.14].map((t) => rgbToHex(mix(base, white, t)));
  const shades = [0, 0.16, 0.3, 0.44].map((t) => rgbToHex(mix(base, black, t)));
  return [...tints, ...shades] as unknown as MantineColorsTuple;
}

/** Inter (self-hosted, typeface.css), then the metric-matched local fallback while it loads. */
export const FONT_FAMILY =
  '"Inter Variable", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** One type scale for every screen: body 16 px, steps of about 1.2 up to a 40 px page title. */
export const TYPE_SCALE = {
  text: { xs: rem(12), sm: rem(14), md: rem(16), lg: rem(18), xl: rem(20) },
  headings: {
    h1: { fontSize: rem(40), lineHeight: '1.15', fontWeight: '800' },
    h2: { fontSize: rem(30), lineHeight: '1.2', fontWeight: '700' },
    h3: { fontSize: rem(24), lineHeight: '1.3', fontWeight: '700' },
    h4: { fontSize: rem(20), lineHeight: '1.35', fontWeight: '650' },
    h5: { fontSize: rem(17), lineHeight: '1.4', fontWeight: '650' },
    h6: { fontSize: rem(15), lineHeight: '1.45', fontWeight: '650' },
  },
} as const;

export function clubTheme(primary: string | null | undefined, secondary?: string | null) {
  return createTheme({
    primaryColor: 'club',
    primaryShade: 6,
    autoContrast: true,
    colors: { club: shadesOf(primary ?? DEFAULT_PRIMARY), accent: shadesOf(secondary ?? DEFAULT_SECONDARY_COLOR) },
    fontFamily: FONT_FAMILY,
    fontSizes: TYPE_SCALE.text,
    lineHeights: { xs: '1.4', sm: '1.45', md: '1.55', lg: '1.6', xl: '1.6' },
    headings: { fontFamily: FONT_FAMILY, fontWeight: '700', sizes: TYPE_SCALE.headings },
    defaultRadius: 'md',
    // A visitor who asked their system for less motion gets drawers, menus and groups without it.
    respectReducedMotion: true,
  });
}

function luminance(hex: string): number {
  const lin = hexToRgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lightest shade (6 to 9) of the club colour that white text or a white page can sit on at
 *  WCAG AA (4.5:1); null when even the darkest shade is too light (a pale yellow, say). */
export function readableShade(primary: string | null | undefined): 6 | 7 | 8 | 9 | null {
  const shades = shadesOf(primary ?? DEFAULT_PRIMARY);
  for (const i of [6, 7, 8, 9] as const) if (contrastRatio(shades[i], '#ffffff') >= 4.5) return i;
  return null;
}

/** The club colour darkened step by step until it reads on white (and on its own light tint) at
 *  AA, for pale colours whose shade 9 is still too light. */
export function readableDarkening(primary: string): string {
  const base = /^#[0-9a-f]{6}$/i.test(primary) ? hexToRgb(primary) : hexToRgb(DEFAULT_PRIMARY);
  for (let t = 0.45; t < 1; t += 0.05) {
    const c = rgbToHex(mix(base, [0, 0, 0], t));
    if (contrastRatio(c, '#ffffff') >= 5) return c;
  }
  return '#000000';
}

/** Links and outlined buttons use the club colour as text on white: a club colour too light for
 *  that (the settings default #ff6600 is 2.9:1) is darkened to the first shade that passes AA.
 *  Mantine's dimmed grey (#868e96, 3.3:1) and error red (#fa5252, 3.3:1) are darkened too. */
export function clubCssVariables(primary: string | null | undefined): CSSVariablesResolver {
  const shade = readableShade(primary);
  const text = shade === null ? readableDarkening(primary ?? DEFAULT_PRIMARY) : `var(--mantine-color-club-${shade})`;
  return () => ({
    variables: {},
    light: {
      '--mantine-color-anchor': text,
      '--mantine-color-club-outline': text,
      // Light and subtle buttons write in shade 9, which a very pale club colour cannot pass.
      ...(shade === null ? { '--mantine-color-club-light-color': text } : {}),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-error': 'var(--mantine-color-red-9)',
    },
    dark: {},
  });
}
