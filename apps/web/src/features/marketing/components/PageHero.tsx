import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';

type Props = { title: string; text?: string; eyebrow?: ReactNode; children?: ReactNode };

// PageHero is the title block at the top of a public page.
export function PageHero({ title, text, eyebrow, children }: Props) {
  return (
    <Container size="lg" pt={48} pb="xl">
      <Stack align="center" ta="center" gap="md">
        {eyebrow}
        <Title order={1} fz={{ base: 32, sm: 44 }} maw={820}>
          {title}
        </Title>
        {text && (
          <Text size="lg" c="dimmed" maw={720}>
            {text}
          </Text>
        )}
        {children}
      </Stack>
    </Container>
  );
}
