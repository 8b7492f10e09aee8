import { type CSSVariablesResolver, type MantineColorsTuple, createTheme } from '@mantine/core';

/**
 * The brand teal (#0d6e75, like the icon) replaces Mantine's teal: the stock shades 6–8 fail
 * WCAG AA contrast with white text (teal-8 is 3.96:1); these pass from shade 6 on (5.1:1).
 */
const brandTeal: MantineColorsTuple = [
  '#e6f5f6',
  '#c4e7e9',
  '#9dd6da',
  '#6fc1c7',
  '#44aab2',
  '#26939c',
  '#167e87',
  '#0d6e75',
  '#0a5a60',
  '#07474c',
];

export const theme = createTheme({
  colors: { teal: brandTeal },
  primaryColor: 'teal',
  primaryShade: { light: 7, dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // Plain objects rather than Component.extend(): extend() would pull the components into the
  // first load.
  components: {
    // Links are told apart from text by more than colour (WCAG 1.4.1: link-in-text-block).
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine labels the eye button in English.
    PasswordInput: { defaultProps: { visibilityToggleButtonProps: { 'aria-label': 'Mostrar u ocultar lo escrito' } } },
  },
});

/** "Dimmed" (gray-6, 3.3:1) and error texts (3.3:1) are too light in Mantine; ours pass AA everywhere. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#555d65', '--mantine-color-anchor': '#0a5a60', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#b4bcc4', '--mantine-color-anchor': '#6fc1c7', '--mantine-color-error': '#ff8787' },
});
