import type { ReactNode } from 'react';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';

type Props = { label: string; value: string | undefined; hint?: string; icon: ReactNode; color: string; testId: string };

// MetricCard is one figure with its label, an optional hint and an icon (a skeleton while loading); CRM and invoicing use it.
export function MetricCard({ label, value, hint, icon, color, testId }: Props) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={100} mt={6} />
          ) : (
            <Text fz={24} fw={800} data-testid={`${testId}-value`}>
              {value}
            </Text>
          )}
          {hint && (
            <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
              {hint}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" color={color} size="lg" radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
