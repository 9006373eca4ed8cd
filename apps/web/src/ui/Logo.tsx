import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';

// Logo is the product mark: an envelope and the name.
export function Logo({ size = 'lg' }: { size?: 'md' | 'lg' }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon radius="md" size={size === 'lg' ? 34 : 28}>
        <IconMail size={size === 'lg' ? 20 : 16} />
      </ThemeIcon>
      <Text fw={800} fz={size === 'lg' ? 'xl' : 'lg'} lh={1}>
        Ulak
      </Text>
    </Group>
  );
}
