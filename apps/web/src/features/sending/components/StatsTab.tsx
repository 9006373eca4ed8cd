import { Alert, Paper, Progress, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { formatNumber } from '../../../ui/format';
import { TableCard } from '../../../ui/TableCard';
import { useRotationStatsQuery } from '../hooks/useRotationStatsQuery';
import { ServerStatusBadge } from './ServerStatusBadge';

// StatsTab shows today's figures per server (sent, failures, latency, reputation, status) and the totals.
export function StatsTab() {
  const { t, i18n } = useTranslation();
  const stats = useRotationStatsQuery();
  const n = (v: number) => formatNumber(v, i18n.language);

  if (stats.isPending) return <Skeleton h={200} radius="md" />;
  if (stats.isError)
    return (
      <Alert color="red" icon={<IconAlertTriangle size={18} />}>
        {serverErrorText(stats.error, t('campaigns.rotation.loadError'))}
      </Alert>
    );
  const { totals, servers } = stats.data;
  const totalCards = [
    { key: 'sentToday', value: totals.sentToday },
    { key: 'failedToday', value: totals.failedToday },
    { key: 'dailyCapacity', value: totals.dailyCapacity },
  ] as const;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {totalCards.map((c) => (
          <Paper key={c.key} withBorder radius="md" p="md" data-testid={`rotation-total-${c.key}`}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
              {t(`campaigns.rotation.stats.${c.key}`)}
            </Text>
            <Text fz={24} fw={800} data-testid={`rotation-total-${c.key}-value`}>
              {n(c.value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {servers.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="stats-empty">
          {t('campaigns.rotation.servers.emptyText')}
        </Text>
      ) : (
        <TableCard
          minWidth={760}
          testId="stats-table"
          columns={[
            { label: t('campaigns.rotation.form.name') },
            { label: t('campaigns.rotation.servers.status') },
            { label: t('campaigns.rotation.stats.sentToday'), ta: 'right' },
            { label: t('campaigns.rotation.stats.failedToday'), ta: 'right' },
            { label: t('campaigns.rotation.stats.latency'), ta: 'right' },
            { label: t('campaigns.rotation.servers.reputation'), w: 180 },
          ]}
        >
          {servers.map((s) => (
            <Table.Tr key={s.id} data-testid="stats-row" data-name={s.name}>
              <Table.Td fw={600}>{s.name}</Table.Td>
              <Table.Td>
                <ServerStatusBadge status={s.status} lastError={s.lastError} />
              </Table.Td>
              <Table.Td ta="right">{t('campaigns.rotation.servers.usage', { sent: n(s.sentToday), limit: n(s.dailyLimit) })}</Table.Td>
              <Table.Td ta="right">{n(s.failedToday)}</Table.Td>
              <Table.Td ta="right">{s.avgLatencyMs === null ? '—' : t('campaigns.rotation.stats.ms', { ms: n(s.avgLatencyMs) })}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="xs">{n(s.reputation)} / 100</Text>
                  <Progress
                    value={Math.min(100, Math.max(0, s.reputation))}
                    color={s.reputation >= 80 ? 'teal' : s.reputation >= 50 ? 'yellow' : 'red'}
                    size="sm"
                    aria-label={t('campaigns.rotation.servers.reputation')}
                  />
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </TableCard>
      )}
    </Stack>
  );
}
