import { Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

// RouteErrorPage is the router's error view: 'Unexpected Application Error!' with a way back.
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error('Route error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Container size="sm" py={80}>
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
