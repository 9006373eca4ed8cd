import '@mantine/core/styles/Input.css';
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = { value: string; onChange: (value: string) => void; label: string; placeholder: string; clearLabel: string; testId: string };

// SearchBox is the large search field of the blog and the help centre, with a clear button.
export function SearchBox({ value, onChange, label, placeholder, clearLabel, testId }: Props) {
  return (
    <TextInput
      type="search"
      size="lg"
      radius="xl"
      w="100%"
      maw={560}
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={value ? <CloseButton aria-label={clearLabel} onClick={() => onChange('')} /> : null}
      data-testid={testId}
    />
  );
}
