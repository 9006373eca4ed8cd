import { Button } from '@mantine/core';

type Option<T extends string> = { value: T; label: string };

type Props<T extends string> = {
  value: T;
  onChange: (value: T) => void;
  options: readonly Option<T>[];
  label: string;
  size?: 'xs' | 'sm';
  testId?: string;
};

// ToggleGroup is a row of pressed/unpressed buttons for choosing one of a few options (lighter than a segmented control).
export function ToggleGroup<T extends string>({ value, onChange, options, label, size = 'xs', testId }: Props<T>) {
  return (
    <Button.Group aria-label={label} data-testid={testId}>
      {options.map((o) => (
        <Button
          key={o.value}
          size={size}
          variant={o.value === value ? 'filled' : 'default'}
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          data-value={o.value}
        >
          {o.label}
        </Button>
      ))}
    </Button.Group>
  );
}
