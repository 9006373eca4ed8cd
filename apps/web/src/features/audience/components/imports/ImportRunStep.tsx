import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Group, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileImport, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatNumber, formatPercent } from '../../../../ui/format';
import { downloadImportErrors } from '../../api/importsApi';
import { audienceQueryKeyRoot } from '../../hooks/audienceQueryKeys';
import { useDownload } from '../../hooks/useDownload';
import { useImportQuery } from '../../hooks/useImportQuery';
import { ImportCounters } from './ImportCounters';

type Props = { id: string; onRestart: () => void; onViewContacts: () => void };

// ImportRunStep follows a started import (progress bar and counters, read every second) and then sums it up,
// with the rejected rows to download.
export function ImportRunStep({ id, onRestart, onViewContacts }: Props) {
  const { t, i18n } = useTranslation();
  const query = useImportQuery(id);
  const download = useDownload();
  const data = query.data;
  const queryClient = useQueryClient();
  const finished = data?.status === 'completed' || data?.status === 'failed';

  // once the import ends, everything showing contacts (tables, counts, lists, segments) is out of date
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot });
  }, [finished, id, queryClient]);

  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {serverErrorText(query.error, t('audience.imports.loadFailed'))}
      </Alert>
    );
  }
  if (!data) return <Skeleton h={160} radius="md" />;

  const n = (v: number) => formatNumber(v, i18n.language);
  const downloadErrors = () =>
    download.mutate(() => downloadImportErrors(data.id), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });

  return (
    <Stack gap="md" data-testid="import-run" data-status={data.status}>
      {finished ? (
        <Group gap="sm">
          <ThemeIcon size={40} radius="xl" variant="light" color={data.status === 'completed' ? 'teal' : 'red'}>
            {data.status === 'completed' ? <IconCircleCheck size={24} /> : <IconAlertTriangle size={24} />}
          </ThemeIcon>
          <div>
            <Title order={3} fz="lg" data-testid="import-result-title">
              {t(data.status === 'completed' ? 'audience.imports.completedTitle' : 'audience.imports.failedTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {data.fileName}
            </Text>
          </div>
        </Group>
      ) : (
        <Text fw={600}>{t(data.status === 'running' ? 'audience.imports.running' : 'audience.imports.queued')}</Text>
      )}
      <Stack gap={4}>
        <Progress
          value={data.progress}
          size="xl"
          radius="md"
          animated={!finished}
          color={data.status === 'failed' ? 'red' : undefined}
          aria-label={t('audience.imports.progress')}
          data-testid="import-progress"
          data-value={data.progress}
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed" data-testid="import-processed">
            {data.totalRows === null
              ? t('audience.imports.processedUnknown', { processed: n(data.processedRows) })
              : t('audience.imports.processed', { processed: n(data.processedRows), total: n(data.totalRows) })}
          </Text>
          <Text size="sm" fw={700} data-testid="import-percent">
            {formatPercent(data.progress, i18n.language)}
          </Text>
        </Group>
      </Stack>
      <ImportCounters data={data} />
      {data.status === 'failed' && data.error && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="import-error">
          {t('audience.imports.failedReason', { reason: data.error })}
        </Alert>
      )}
      {finished && (
        <Group>
          {data.failed > 0 && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconDownload size={16} />}
              loading={download.isPending}
              onClick={downloadErrors}
              data-testid="import-download-errors"
            >
              {t('audience.imports.downloadErrors', { count: data.failed })}
            </Button>
          )}
          <Button variant="default" leftSection={<IconUsers size={16} />} onClick={onViewContacts} data-testid="import-view-contacts">
            {t('audience.imports.viewContacts')}
          </Button>
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={onRestart} data-testid="import-again">
            {t('audience.imports.again')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
