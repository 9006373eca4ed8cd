import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// RouteErrorPage is the router's error view: 'Unexpected Application Error!' with a way back.
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Container size="sm" py={80} component="main">
      <Stack gap="md" data-testid="route-error">
        <Title order={1} fz={28}>
          {t('errors.unexpectedTitle')}
        </Title>
        <Text c="dimmed">{t('errors.unexpectedText')}</Text>
        {detail && import.meta.env.DEV && <Code block>{detail}</Code>}
        <Group>
          <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
          <Button component="a" href="/" variant="default">
            {t('common.backHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { error: unknown; key: string | null };

// RouteErrorBoundary catches a render error (or a chunk that fails to load) and shows RouteErrorPage until the address changes.
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, key: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error && state.key !== null && state.key !== props.resetKey) return { error: null, key: null };
    if (state.error && state.key === null) return { key: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Route error', error, info.componentStack);
  }

  render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
