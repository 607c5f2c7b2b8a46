import { createTheme } from '@mantine/core';

/** A calm theme: one muted primary colour, soft radii, the system font. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 7,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  components: {
    Modal: { defaultProps: { centered: true } },
  },
});
