import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Closed dropdowns are unmounted, so a field's label names exactly one element (the input). Given as plain objects
// (not Select.extend) so the theme does not pull the combobox code into the first load.
const comboboxProps = { keepMounted: false };

// theme is the product's Mantine theme. The darkest shade as the filled colour and gray 7 as "dimmed" keep every
// text at WCAG AA contrast (4.5:1) on white and on the light tints.
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 9, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Select: { defaultProps: { comboboxProps } },
    Autocomplete: { defaultProps: { comboboxProps } },
  },
});

// cssVariablesResolver darkens the "dimmed" text colour of the light scheme for contrast.
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});
