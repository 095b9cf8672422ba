// The designed default of a club picture: a gymnast in an arabesque on the beam, the
// rings and a ribbon's sweep, drawn in the club's own colour (the theme's club shades), so a club
// without photos still looks composed. Decorative: the words around it say what it is.
import type { CSSProperties } from 'react';

const c = (shade: number) => `var(--mantine-color-club-${shade})`;
const fill = (shade: number, opacity?: number): CSSProperties => ({ fill: c(shade), ...(opacity ? { opacity } : {}) });
const line = (shade: number, width: number, opacity?: number): CSSProperties => ({
  fill: 'none',
  stroke: c(shade),
  strokeWidth: width,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  ...(opacity ? { opacity } : {}),
});

export function ClubPictureArt({ style }: { style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', width: '100%', height: '100%', ...style }}
    >
      <rect width="800" height="500" style={fill(1)} />
      <circle cx="640" cy="110" r="250" style={fill(2, 0.75)} />
      <circle cx="90" cy="470" r="210" style={fill(2, 0.6)} />
      <circle cx="640" cy="110" r="150" style={fill(0, 0.55)} />
      {/* The ribbon's sweep, and its echo */}
      <path d="M-20 300C110 150 230 400 380 270S640 60 820 190" style={line(5, 16, 0.9)} />
      <path d="M-20 330C120 190 240 430 390 300S650 95 820 222" style={line(4, 4, 0.7)} />
      {/* The rings */}
      <path d="M170 0V150M250 0V150" style={line(7, 5)} />
      <circle cx="170" cy="180" r="30" style={line(8, 11)} />
      <circle cx="250" cy="180" r="30" style={line(8, 11)} />
      {/* The floor and the beam */}
      <rect y="438" width="800" height="62" style={fill(3, 0.55)} />
      <path d="M505 380l-22 58h26l16-58zM715 380l22 58h-26l-16-58z" style={fill(8)} />
      <rect x="450" y="362" width="320" height="20" rx="10" style={fill(9)} />
      {/* The gymnast: standing leg, the other leg reaching back, arms up */}
      <g style={line(9, 17)}>
        <path d="M585 353V300" />
        <path d="M585 300L680 262" />
        <path d="M585 300L572 244" />
        <path d="M575 256L532 206M575 256L624 214" />
      </g>
      <circle cx="566" cy="212" r="18" style={fill(9)} />
      {/* Sparkle */}
      <g style={fill(0)}>
        <circle cx="420" cy="110" r="6" />
        <circle cx="720" cy="300" r="5" />
        <circle cx="330" cy="420" r="4" />
        <circle cx="90" cy="90" r="5" />
      </g>
    </svg>
  );
}
