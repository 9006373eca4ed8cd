import { Group, Progress, Stack, Text } from '@mantine/core';

type Props = { label: string; value: string; percent: number; color?: string; testId?: string; data?: Record<string, string | number> };

// BarRow is a labelled horizontal bar (the simple chart of the analytics tab).
export function BarRow({ label, value, percent, color = 'blue', testId, data = {} }: Props) {
  const width = Math.max(0, Math.min(100, percent));
  const attrs = Object.fromEntries(Object.entries(data).map(([k, v]) => [`data-${k}`, v]));
  return (
    <Stack gap={4} data-testid={testId} {...attrs}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      </Group>
      <Progress value={width} color={color} size="md" radius="xl" aria-label={label} />
    </Stack>
  );
}
