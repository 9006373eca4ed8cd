import { Badge, Group, Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminHealth } from '@ulak/shared';
import { formatNumber } from '../../../ui/format';
import { METRIC_COLOR } from './labels';
import { ProcessesTable } from './ProcessesTable';

// SystemMetrics shows each metric with its normal / warning / critical state, and the job queues when asked.
export function SystemMetrics({ health, withQueues = false }: { health: AdminHealth | undefined; withQueues?: boolean }) {
  const { t, i18n } = useTranslation();
  if (!health) return <Skeleton h={160} radius="md" />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} data-testid="admin-metrics">
        {health.metrics.map((m) => (
          <Paper key={m.name} withBorder radius="md" p="md" data-testid={`metric-${m.name}`}>
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t(`admin.panel.metrics.${m.name}` as 'admin.panel.metrics.memory')}
              </Text>
              <Badge color={METRIC_COLOR[m.status]} variant="light">
                {t(`admin.panel.metricStatus.${m.status}`)}
              </Badge>
            </Group>
            <Text fz={22} fw={700}>
              {formatNumber(m.value, i18n.language)}{' '}
              <Text span size="sm" c="dimmed">
                {m.unit}
              </Text>
            </Text>
            {m.detail && (
              <Text size="xs" c="dimmed">
                {m.detail}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      {withQueues && (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" mb="sm">
            <Title order={3} fz="md">
              {t('admin.panel.system.queues')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('admin.panel.system.version', { version: health.version, mode: t(`admin.panel.system.mode.${health.mailMode}`) })}
            </Text>
          </Group>
          {health.queues.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('admin.panel.system.noQueues')}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={500}>
              <Table striped data-testid="admin-queues">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('admin.panel.system.queue')}</Table.Th>
                    <Table.Th>{t('admin.panel.system.queued')}</Table.Th>
                    <Table.Th>{t('admin.panel.system.active')}</Table.Th>
                    <Table.Th>{t('admin.panel.system.failed')}</Table.Th>
                    <Table.Th>{t('admin.panel.system.status')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {health.queues.map((q) => (
                    <Table.Tr key={q.name}>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {q.name}
                        </Text>
                      </Table.Td>
                      <Table.Td>{q.queued}</Table.Td>
                      <Table.Td>{q.active}</Table.Td>
                      <Table.Td>{q.failedLastHour}</Table.Td>
                      <Table.Td>
                        <Badge color={METRIC_COLOR[q.status]} variant="light">
                          {t(`admin.panel.metricStatus.${q.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
      {withQueues && <ProcessesTable processes={health.processes} />}
    </>
  );
}
