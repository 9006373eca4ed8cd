import { Center, Loader, Stack, Text } from '@mantine/core';

type Props = { label: string; withText?: boolean };

// FullPageLoader centres a spinner in the viewport while something essential loads.
export function FullPageLoader({ label, withText = false }: Props) {
  return (
    <Center mih="60vh" role="status" aria-live="polite" data-testid="page-loader">
      <Stack align="center" gap="xs">
        <Loader aria-label={label} />
        {withText && <Text c="dimmed">{label}</Text>}
      </Stack>
    </Center>
  );
}
