import { Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCalendarStats, IconChartBar, IconCoin, IconPercentage, IconScale, IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../ui/format';
import { EmptyState } from '../../../../ui/EmptyState';
import { formatMonth, formatShare } from '../../crmFormat';
import { useCrmAnalyticsQuery } from '../../hooks/useCrmAnalyticsQuery';
import { QueryError } from '../common/QueryError';
import { BarRow } from './BarRow';
import { MetricCard } from '../../../../ui/MetricCard';

const FUNNEL_COLORS = ['blue', 'cyan', 'teal', 'yellow', 'green'] as const;

// CrmAnalyticsTab shows the workspace's real CRM figures: win rate, average deal size, sales cycle, won value,
// lead sources with count and share, the conversion funnel and the 3-month weighted forecast.
export function CrmAnalyticsTab() {
  const { t, i18n } = useTranslation();
  const query = useCrmAnalyticsQuery();
  const a = query.data;
  const lang = i18n.language;
  const show = <T,>(v: T | null | undefined, f: (v: T) => string) => (a === undefined ? undefined : v === null || v === undefined ? '—' : f(v));
  const forecastMax = Math.max(0, ...(a?.forecast.map((f) => f.weightedValue) ?? []));

  if (query.isError) return <QueryError error={query.error} fallback={t('crm.common.loadFailed')} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <MetricCard
          label={t('crm.analytics.winRate')}
          value={show(a?.winRate, (v) => formatShare(v, lang))}
          hint={t('crm.analytics.winRateHint')}
          icon={<IconPercentage size={20} />}
          color="teal"
          testId="crm-analytics-win-rate"
        />
        <MetricCard
          label={t('crm.analytics.averageDealSize')}
          value={show(a?.averageDealSize, (v) => formatMoney(v, 'TRY', lang))}
          hint={t('crm.analytics.averageDealSizeHint')}
          icon={<IconScale size={20} />}
          color="blue"
          testId="crm-analytics-average-deal"
        />
        <MetricCard
          label={t('crm.analytics.salesCycle')}
          value={show(a?.salesCycleDays, (v) => t('crm.analytics.days', { count: v, formatted: formatNumber(v, lang) }))}
          hint={t('crm.analytics.salesCycleHint')}
          icon={<IconCalendarStats size={20} />}
          color="orange"
          testId="crm-analytics-sales-cycle"
        />
        <MetricCard
          label={t('crm.analytics.wonValue')}
          value={show(a?.wonValue, (v) => formatMoney(v, 'TRY', lang))}
          icon={<IconTrophy size={20} />}
          color="green"
          testId="crm-analytics-won-value"
        />
        <MetricCard
          label={t('crm.analytics.openDeals')}
          value={show(a?.openDeals, (v) => formatNumber(v, lang))}
          icon={<IconChartBar size={20} />}
          color="grape"
          testId="crm-analytics-open-deals"
        />
        <MetricCard
          label={t('crm.analytics.weightedPipeline')}
          value={show(a?.weightedPipeline, (v) => formatMoney(v, 'TRY', lang))}
          hint={t('crm.analytics.weightedPipelineHint')}
          icon={<IconCoin size={20} />}
          color="indigo"
          testId="crm-analytics-weighted"
        />
      </SimpleGrid>

      {!a && <Skeleton h={300} radius="md" />}
      {a && a.totalLeads === 0 && (
        <EmptyState
          icon={<IconChartBar size={28} />}
          title={t('crm.analytics.emptyTitle')}
          description={t('crm.analytics.emptyText')}
          testId="crm-analytics-empty"
        />
      )}
      {a && a.totalLeads > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="sm">
              {t('crm.analytics.sources')}
            </Title>
            <Table data-testid="crm-analytics-sources">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('crm.fields.source')}</Table.Th>
                  <Table.Th ta="right">{t('crm.analytics.count')}</Table.Th>
                  <Table.Th ta="right">{t('crm.analytics.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...a.leadSources]
                  .sort((x, y) => y.count - x.count)
                  .map((s) => (
                    <Table.Tr key={s.id} data-testid="crm-source-row" data-source={s.id} data-count={s.count} data-share={s.share}>
                      <Table.Td>{t(`crm.sources.${s.id}`)}</Table.Td>
                      <Table.Td ta="right" data-testid="crm-source-count">
                        {formatNumber(s.count, lang)}
                      </Table.Td>
                      <Table.Td ta="right" data-testid="crm-source-share">
                        {formatShare(s.share, lang)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Title order={4} mb="sm">
              {t('crm.analytics.funnel')}
            </Title>
            <Stack gap="sm" data-testid="crm-analytics-funnel">
              {a.funnel.map((f, i) => (
                <BarRow
                  key={f.stage}
                  label={t(`crm.analytics.funnelStages.${f.stage}`)}
                  value={`${formatNumber(f.count, lang)} (${formatShare(f.percent, lang)})`}
                  percent={f.percent}
                  color={FUNNEL_COLORS[i % FUNNEL_COLORS.length]}
                  testId="crm-funnel-row"
                  data={{ stage: f.stage, count: f.count, percent: f.percent }}
                />
              ))}
            </Stack>
          </Paper>
        </SimpleGrid>
      )}
      {a && (
        <Paper withBorder radius="md" p="md">
          <Title order={4}>{t('crm.analytics.forecast')}</Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('crm.analytics.forecastHint')}
          </Text>
          <Stack gap="sm" data-testid="crm-analytics-forecast">
            {a.forecast.map((f) => (
              <BarRow
                key={f.month}
                label={formatMonth(f.month, lang)}
                value={formatMoney(f.weightedValue, 'TRY', lang)}
                percent={forecastMax > 0 ? (f.weightedValue / forecastMax) * 100 : 0}
                color="indigo"
                testId="crm-forecast-row"
                data={{ month: f.month, value: f.weightedValue }}
              />
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
