import type { PaletteOptions, ThemeOptions } from '@mui/material/styles';

/** Warm asphalt greys: the road surface the whole palette sits on. */
export const asphalt = {
  50: '#f6f3ee',
  100: '#ece7df',
  200: '#d9d2c7',
  300: '#bcb3a6',
  400: '#968d80',
  500: '#6f685f',
  600: '#57514a',
  700: '#3a3733',
  800: '#2a2825',
  900: '#1c1b19',
} as const;

/**
 * Signal orange: road-works and rider-jacket accent. `main` reads at WCAG AA (4.5:1) as text on
 * white, on the page background and on `asphalt[100]`, and carries white text; `light` is for
 * text on the dark banners and footer.
 */
export const signal = {
  light: '#f28c28',
  main: '#ad470a',
  dark: '#8a3807',
} as const;

export const palette: PaletteOptions = {
  mode: 'light',
  primary: { ...signal, contrastText: '#ffffff' },
  secondary: { light: '#3f8a6e', main: '#1f5f4a', dark: '#144233', contrastText: '#ffffff' },
  // Each one reads at 4.5:1 or more on the page background, as text and under white text.
  error: { main: '#b3261e' },
  warning: { main: '#8a5a12' },
  info: { main: '#0b6a86' },
  success: { main: '#246b43' },
  grey: asphalt,
  background: { default: asphalt[50], paper: '#ffffff' },
  text: { primary: '#1f1d1a', secondary: asphalt[600] },
  divider: 'rgba(31, 29, 26, 0.12)',
};

const displayFont = '"Barlow Condensed", "Arial Narrow", system-ui, sans-serif';
const bodyFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const typography: ThemeOptions['typography'] = {
  fontFamily: bodyFont,
  h1: {
    fontFamily: displayFont,
    fontWeight: 700,
    fontSize: 'clamp(2.5rem, 6vw, 4.25rem)',
    lineHeight: 1.02,
    letterSpacing: '-0.01em',
  },
  h2: {
    fontFamily: displayFont,
    fontWeight: 700,
    fontSize: 'clamp(2rem, 4.5vw, 3rem)',
    lineHeight: 1.08,
  },
  h3: {
    fontFamily: displayFont,
    fontWeight: 700,
    fontSize: 'clamp(1.6rem, 3.5vw, 2.25rem)',
    lineHeight: 1.12,
  },
  h4: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.75rem', lineHeight: 1.2 },
  h5: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.4rem', lineHeight: 1.25 },
  h6: { fontFamily: displayFont, fontWeight: 600, fontSize: '1.2rem', lineHeight: 1.3 },
  subtitle1: { fontSize: '1.125rem', lineHeight: 1.55 },
  body1: { lineHeight: 1.65 },
  button: { fontWeight: 600, textTransform: 'none', letterSpacing: '0.01em' },
  overline: { fontWeight: 700, letterSpacing: '0.14em' },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };

export const displayFontFamily = displayFont;
