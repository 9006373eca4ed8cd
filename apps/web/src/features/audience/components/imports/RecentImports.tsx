import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatNumber, formatPercent } from '../../../../ui/format';
import { downloadImportErrors, type ContactImport, type ImportStatus } from '../../api/importsApi';
import { useDownload } from '../../hooks/useDownload';
import { useImportsQuery } from '../../hooks/useImportsQuery';

const STATUS_COLORS: Record<ImportStatus, string> = { pending: 'gray', queued: 'yellow', running: 'blue', completed: 'teal', failed: 'red' };

type Props = { onOpen: (item: ContactImport) => void };

// RecentImports lists the workspace's recent imports with status and counters; a pending one can be continued.
export function RecentImports({ onOpen }: Props) {
  const { t, i18n } = useTranslation();
  const imports = useImportsQuery();
  const download = useDownload();
  const n = (v: number) => formatNumber(v, i18n.language);
  const downloadErrors = (id: string) =>
    download.mutate(() => downloadImportErrors(id), {
      onError: (error) => notifications.show({ color: 'red', message: serverErrorText(error, t('audience.common.exportFailed')) }),
    });

  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('audience.imports.recent')}
      </Title>
      {imports.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(imports.error, t('audience.imports.loadFailed'))}
        </Alert>
      )}
      {imports.isPending && <Skeleton h={120} radius="md" />}
      {imports.data && imports.data.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="imports-empty">
          {t('audience.imports.recentEmpty')}
        </Text>
      )}
      {imports.data && imports.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="xs" data-testid="imports-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audience.imports.file')}</Table.Th>
                  <Table.Th>{t('audience.imports.statusLabel')}</Table.Th>
                  <Table.Th ta="right">{t('audience.imports.rows')}</Table.Th>
                  <Table.Th ta="right">{t('audience.imports.counters.inserted')}</Table.Th>
                  <Table.Th ta="right">{t('audience.imports.counters.updated')}</Table.Th>
                  <Table.Th ta="right">{t('audience.imports.counters.skipped')}</Table.Th>
                  <Table.Th ta="right">{t('audience.imports.counters.failed')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {imports.data.map((i) => (
                  <Table.Tr key={i.id} data-testid="import-row" data-id={i.id} data-status={i.status}>
                    <Table.Td>
                      <Text size="sm" fw={600} truncate maw={220}>
                        {i.fileName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(i.createdAt, i18n.language)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={STATUS_COLORS[i.status]}>
                        {i.status === 'running'
                          ? `${t('audience.imports.status.running')} ${formatPercent(i.progress, i18n.language)}`
                          : t(`audience.imports.status.${i.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{i.totalRows === null ? n(i.processedRows) : `${n(i.processedRows)} / ${n(i.totalRows)}`}</Table.Td>
                    <Table.Td ta="right">{n(i.inserted)}</Table.Td>
                    <Table.Td ta="right">{n(i.updated)}</Table.Td>
                    <Table.Td ta="right">{n(i.skipped)}</Table.Td>
                    <Table.Td ta="right">{n(i.failed)}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {i.failed > 0 && (
                          <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconDownload size={12} />} onClick={() => downloadErrors(i.id)}>
                            {t('audience.imports.errorsShort')}
                          </Button>
                        )}
                        {!(i.status === 'failed' && i.errorCode === 'IMPORT_UPLOAD_FAILED') && (
                          <Button size="compact-xs" variant="subtle" onClick={() => onOpen(i)} data-testid="import-open">
                            {t(i.status === 'pending' ? 'audience.imports.continue' : 'audience.imports.open')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
    </Stack>
  );
}
