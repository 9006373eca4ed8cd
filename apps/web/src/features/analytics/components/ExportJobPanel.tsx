import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { downloadExport } from '../api/analyticsApi';
import { useExportJobQuery } from '../hooks/useExportJobQuery';

// ExportJobPanel follows a heavy export running as a job: its progress, then the link that downloads the file.
export function ExportJobPanel({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useExportJobQuery(id);
  const job = query.data;
  if (!job) return null;
  const download = () =>
    downloadExport(job).catch((err: unknown) =>
      notifications.show({ color: 'red', title: t('analytics.export.failed'), message: serverErrorText(err, t('analytics.export.failedText')) }),
    );
  return (
    <Paper withBorder radius="md" p="sm" data-testid="analytics-export-job" data-status={job.status}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={4} style={{ flex: 1 }}>
          <Text size="sm" fw={600}>
            {t(`analytics.export.job.${job.status}`, { format: job.format.toUpperCase(), days: job.days })}
          </Text>
          {(job.status === 'queued' || job.status === 'running') && <Progress value={job.progress} animated aria-label={t('analytics.export.job.progress')} />}
        </Stack>
        {job.status === 'done' && (
          <Button size="xs" leftSection={<IconDownload size={14} />} onClick={() => void download()} data-testid="analytics-export-download">
            {t('analytics.export.job.download')}
          </Button>
        )}
        <Button size="xs" variant="subtle" color="gray" onClick={onClose} aria-label={t('analytics.export.job.close')}>
          <IconX size={14} />
        </Button>
      </Group>
    </Paper>
  );
}
