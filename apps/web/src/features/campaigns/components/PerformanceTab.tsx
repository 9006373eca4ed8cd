import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconChartBar } from '@tabler/icons-react';
import { CAMPAIGN_STATUSES } from '@ulak/shared/campaigns';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '../../../lib/api';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';
import { useCampaignAnalyticsQuery } from '../hooks/useCampaignAnalyticsQuery';
import { useCampaignPerformanceQuery } from '../hooks/useCampaignPerformanceQuery';
import { CampaignStatusBadge } from './CampaignStatusBadge';

// PerformanceTab is the analytics tab: one row per campaign that went out (conversions and revenue stay '—' until
// conversion tracking is connected) and the number of campaigns in each status.
export function PerformanceTab() {
  const { t, i18n } = useTranslation();
  const performance = useCampaignPerformanceQuery();
  const analytics = useCampaignAnalyticsQuery();
  const n = (v: number) => formatNumber(v, i18n.language);
  const maybe = (v: number | null, suffix = '') => (v === null ? '—' : `${n(v)}${suffix}`);

  return (
    <Stack gap="md">
      {analytics.data && (
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} data-testid="campaigns-by-status">
          {CAMPAIGN_STATUSES.map((s) => (
            <Paper key={s} withBorder radius="md" p="sm">
              <CampaignStatusBadge status={s} />
              <Text fz={22} fw={800} mt={4} data-testid={`by-status-${s}`}>
                {n(analytics.data.byStatus[s] ?? 0)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Title order={4}>{t('campaigns.analytics.title')}</Title>
      {performance.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(performance.error, t('campaigns.analytics.loadError'))}
        </Alert>
      )}
      {performance.isPending && <Skeleton h={200} radius="md" />}
      {performance.data && performance.data.length === 0 && (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title={t('campaigns.analytics.emptyTitle')}
          description={t('campaigns.analytics.emptyText')}
          testId="performance-empty"
        />
      )}
      {performance.data && performance.data.length > 0 && (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" data-testid="performance-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('campaigns.list.columns.name')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.sent')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.opened')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.clicked')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.analytics.converted')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.analytics.revenue')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.openRate')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.list.columns.clickRate')}</Table.Th>
                  <Table.Th ta="right">{t('campaigns.analytics.conversionRate')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {performance.data.map((r) => (
                  <Table.Tr key={r.id} data-testid="performance-row" data-name={r.name}>
                    <Table.Td fw={600}>{r.name}</Table.Td>
                    <Table.Td ta="right">{n(r.sent)}</Table.Td>
                    <Table.Td ta="right">{n(r.opened)}</Table.Td>
                    <Table.Td ta="right">{n(r.clicked)}</Table.Td>
                    <Table.Td ta="right">{maybe(r.converted)}</Table.Td>
                    <Table.Td ta="right">{maybe(r.revenue)}</Table.Td>
                    <Table.Td ta="right">{r.sent ? formatPercent(r.openRate, i18n.language) : '—'}</Table.Td>
                    <Table.Td ta="right">{r.sent ? formatPercent(r.clickRate, i18n.language) : '—'}</Table.Td>
                    <Table.Td ta="right">{maybe(r.conversionRate, '%')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="xs" c="dimmed" p="sm">
            {t('campaigns.analytics.conversionNote')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
