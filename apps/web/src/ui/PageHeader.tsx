import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type Props = { title: string; description?: string; actions?: ReactNode };

// PageHeader is the title row of a panel page, with optional actions on the right.
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-start" mb="lg" wrap="wrap" gap="sm">
      <Stack gap={4}>
        <Title order={2}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
