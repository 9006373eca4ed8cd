import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

type Props = {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  testId?: string;
};

// EmptyState explains honestly that there is nothing to show yet, with an optional next step.
export function EmptyState({ icon, title, description, action, testId }: Props) {
  return (
    <Paper withBorder radius="md" p="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
