import type { ReactNode } from 'react';
import { Group, Text } from '@mantine/core';

// TabIntro is the line above a tab's list: a short dimmed explanation on the left, the tab's main action on the right.
export function TabIntro({ text, action }: { text: string; action: ReactNode }) {
  return (
    <Group justify="space-between">
      <Text c="dimmed" size="sm">
        {text}
      </Text>
      {action}
    </Group>
  );
}
