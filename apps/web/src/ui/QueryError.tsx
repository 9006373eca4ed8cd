import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../lib/api';

// QueryError says a load failed, with the server's text and a retry button; testId names the area for tests.
export function QueryError({ error, fallback, onRetry, testId }: { error: unknown; fallback: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid={testId}>
      <Group justify="space-between">
        <Text size="sm">{serverErrorText(error, fallback)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
