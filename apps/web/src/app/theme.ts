import { type CSSVariablesResolver, createTheme, DEFAULT_THEME } from '@mantine/core';

/**
 * A calm theme: one muted primary colour, soft radii, the system font, and colours that pass WCAG 2.1
 * AA (4.5:1 for text) on white and on the light tints (docs/decisions/accessibility.md). Mantine's
 * defaults do not: teal 7 is 3.1:1 on white, its dimmed grey 3.3:1 and its error red 3.3:1.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  // Teal 9 (#087f5b): 5.0:1 under white text and as text on white.
  primaryShade: 9,
  // Filled badges and buttons of light colours (yellow, lime) get dark text instead of white.
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontWeight: '600',
    // A page title is often one long Swedish word ('Bakgrundskontroller'): on a 320 px screen it must
    // fit without scrolling sideways (WCAG 1.4.10), so the largest sizes shrink with the screen.
    sizes: {
      h1: { fontSize: 'clamp(1.5rem, 1rem + 3vw, 2.125rem)' },
      h2: { fontSize: 'clamp(1.25rem, 0.9rem + 2vw, 1.625rem)' },
    },
  },
  components: {
    Modal: { defaultProps: { centered: true } },
    // A spinner is a status: its label is read out, and ARIA allows a name on it (not on a bare span).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** Teal 9 darkened: 4.9:1 on teal's tint and 5.6:1 on the hovered-row grey, where teal 9 is 4.49:1. */
const READABLE_TEAL = '#077252';

/**
 * Text on a colour's faint tint (light badges, alerts, nav buttons): shade 9, and for the colours whose
 * shade 9 is too light for 4.5:1 on the tint, shade 9 darkened (computed, docs/decisions/accessibility.md).
 */
const LIGHT_TEXT: Readonly<Record<string, string>> = {
  red: '#b52626',
  cyan: '#0a6778',
  teal: READABLE_TEAL,
  green: '#226e32',
  lime: '#4a760a',
  yellow: '#a15300',
  orange: '#ae3a0c',
};

/** The text colours Mantine derives from its palette, moved to shades that pass in the light scheme. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DEFAULT_THEME.colors.gray[7],
    '--mantine-color-error': DEFAULT_THEME.colors.red[9],
    // Links sit on white and on striped and hovered rows.
    '--mantine-color-anchor': READABLE_TEAL,
    // A hovered primary button: Mantine takes shade 8 when the primary shade is 9 (white on it 3.95:1).
    '--mantine-primary-color-filled-hover': READABLE_TEAL,
    '--mantine-color-teal-filled-hover': READABLE_TEAL,
    // Light variants (badges, alerts, nav buttons) write their colour's text on its faint tint.
    ...Object.fromEntries(
      Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        LIGHT_TEXT[name] ?? shades[9],
      ]),
    ),
  },
  dark: {},
});
