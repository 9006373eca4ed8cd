import { Autocomplete, createTheme, Select } from '@mantine/core';

// Closed dropdowns are unmounted, so a field's label names exactly one element (the input).
const comboboxProps = { keepMounted: false };

// theme is the product's Mantine theme.
export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  components: {
    Select: Select.extend({ defaultProps: { comboboxProps } }),
    Autocomplete: Autocomplete.extend({ defaultProps: { comboboxProps } }),
  },
});
