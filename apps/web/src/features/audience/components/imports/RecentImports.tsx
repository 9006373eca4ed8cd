import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../../lib/api';
import { formatDateTime, formatNumber, formatPercent } from '../../../../ui/format';
import { QueryList } from '../../../../ui/QueryList';
import { TableCard } from '../../../../ui/TableCard';
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
      <QueryList
        query={imports}
        items={imports.data}
        loadFailed={t('audience.imports.loadFailed')}
        skeleton={120}
        empty={
          <Text size="sm" c="dimmed" data-testid="imports-empty">
            {t('audience.imports.recentEmpty')}
          </Text>
        }
      >
        {(items) => (
          <TableCard
            minWidth={760}
            verticalSpacing="xs"
            testId="imports-table"
            columns={[
              { label: t('audience.imports.file') },
              { label: t('audience.imports.statusLabel') },
              { label: t('audience.imports.rows'), ta: 'right' },
              { label: t('audience.imports.counters.inserted'), ta: 'right' },
              { label: t('audience.imports.counters.updated'), ta: 'right' },
              { label: t('audience.imports.counters.skipped'), ta: 'right' },
              { label: t('audience.imports.counters.failed'), ta: 'right' },
              {},
            ]}
          >
            {items.map((i) => (
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
          </TableCard>
        )}
      </QueryList>
    </Stack>
  );
}
