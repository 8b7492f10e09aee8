import { createTheme } from '@mantine/core';

/** Teal like the harbour water on the icon; system fonts keep the first load light. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});
