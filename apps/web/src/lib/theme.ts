// A Mantine theme from the club's colours: ten shades derived from one hex colour, text colour on
// filled components chosen for contrast (WCAG AA).
import { createTheme, type MantineColorsTuple } from '@mantine/core';

export const DEFAULT_PRIMARY = '#4f46e5';

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function rgbToHex([r, g, b]: [number, number, number]) {
  return '#' + [r, g, b].map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
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

export function clubTheme(primary: string | null | undefined, secondary?: string | null) {
  return createTheme({
    primaryColor: 'club',
    primaryShade: 6,
    autoContrast: true,
    colors: { club: shadesOf(primary ?? DEFAULT_PRIMARY), accent: shadesOf(secondary ?? '#333333') },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'md',
  });
}
