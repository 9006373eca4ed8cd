import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

type Props = { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode; size?: 'xs' | 'sm' | 'md' | 'lg' };

// AuthCard is the centred card of the sign-in, registration and reset pages.
export function AuthCard({ title, subtitle, children, footer, size = 'xs' }: Props) {
  return (
    <Container size={size} py="xl">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={26}>
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
      {footer && (
        <Text ta="center" size="sm" mt="md">
          {footer}
        </Text>
      )}
    </Container>
  );
}
