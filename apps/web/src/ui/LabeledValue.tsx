import { Text } from '@mantine/core';

type Props = { label: string; value: string | null | undefined; testId?: string; preWrap?: boolean };

// LabeledValue is one field of a record's detail view: a small dimmed label over the value, or a dash when it is
// empty; preWrap keeps the value's line breaks.
export function LabeledValue({ label, value, testId, preWrap = false }: Props) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={preWrap ? { whiteSpace: 'pre-wrap' } : undefined} data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}
