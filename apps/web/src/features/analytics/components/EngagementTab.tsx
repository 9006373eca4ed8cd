import { AreaChart, BarChart } from '@mantine/charts';
import { Box, Paper, ScrollArea, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconActivity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comprehensive } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';

const HOURS = Array.from({ length: 24 }, (_, h) => h);
// Monday first, as people read a week; 0 is Sunday in the data
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

// Heatmap is opens + clicks by weekday × hour (in the viewer's time zone), darker for more.
function Heatmap({ cells }: { cells: Comprehensive['engagement']['heatmap'] }) {
  const { t, i18n } = useTranslation();
  const value = new Map(cells.map((c) => [`${c.weekday}-${c.hour}`, c]));
  const max = Math.max(1, ...cells.map((c) => c.opens + c.clicks));
  const days = t('analytics.engagement.weekdays', { returnObjects: true }) as string[];
  return (
    <ScrollArea>
      <Box component="table" style={{ borderCollapse: 'separate', borderSpacing: 2 }} data-testid="analytics-heatmap">
        <tbody>
          <tr>
            <td />
            {HOURS.map((h) => (
              <Box component="td" key={h} fz={10} c="dimmed" ta="center">
                {h}
              </Box>
            ))}
          </tr>
          {WEEKDAYS.map((d) => (
            <tr key={d}>
              <Box component="td" fz="xs" pr={6}>
                {days[d]}
              </Box>
              {HOURS.map((h) => {
                const c = value.get(`${d}-${h}`);
                const n = c ? c.opens + c.clicks : 0;
                return (
                  <Tooltip
                    key={h}
                    label={t('analytics.engagement.cell', {
                      day: days[d],
                      hour: h,
                      opens: formatNumber(c?.opens ?? 0, i18n.language),
                      clicks: formatNumber(c?.clicks ?? 0, i18n.language),
                    })}
                  >
                    <Box
                      component="td"
                      w={22}
                      h={22}
                      style={{ borderRadius: 3, background: n ? `rgba(34, 139, 230, ${0.15 + 0.85 * (n / max)})` : 'var(--mantine-color-gray-1)' }}
                    />
                  </Tooltip>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    </ScrollArea>
  );
}

// EngagementTab shows the heat map, engagement over time, list growth and churn per day, and the join-month cohorts.
export function EngagementTab({ report }: { report: Comprehensive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const e = report.engagement;
  const active = e.overTime.some((d) => d.sent || d.opens || d.clicks) || e.listGrowth.length > 0;
  if (!active)
    return (
      <EmptyState
        icon={<IconActivity size={28} />}
        title={t('analytics.engagement.emptyTitle')}
        description={t('analytics.engagement.emptyText')}
        testId="analytics-engagement-empty"
      />
    );
  const s = (k: 'sent' | 'opens' | 'clicks' | 'subscribed' | 'unsubscribed' | 'bounced' | 'complained') => t(`analytics.engagement.series.${k}`);
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.engagement.heatmap')}
        </Title>
        <Heatmap cells={e.heatmap} />
        <Text size="xs" c="dimmed" mt="xs">
          {t('analytics.engagement.heatmapNote', { timeZone: e.timeZone })}
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.engagement.overTime')}
        </Title>
        <AreaChart
          h={240}
          dataKey="day"
          withLegend
          curveType="monotone"
          data={e.overTime.map((d) => ({ day: d.day, [s('sent')]: d.sent, [s('opens')]: d.opens, [s('clicks')]: d.clicks }))}
          series={[
            { name: s('sent'), color: 'blue.3' },
            { name: s('opens'), color: 'blue.7' },
            { name: s('clicks'), color: 'teal.6' },
          ]}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.engagement.listGrowth')}
        </Title>
        <BarChart
          h={220}
          dataKey="day"
          withLegend
          type="stacked"
          data={e.listGrowth.map((d) => ({
            day: d.day,
            [s('subscribed')]: d.subscribed,
            [s('unsubscribed')]: -d.unsubscribed,
            [s('bounced')]: -d.bounced,
            [s('complained')]: -d.complained,
          }))}
          series={[
            { name: s('subscribed'), color: 'teal.6' },
            { name: s('unsubscribed'), color: 'gray.6' },
            { name: s('bounced'), color: 'orange.6' },
            { name: s('complained'), color: 'red.6' },
          ]}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.engagement.cohorts')}
        </Title>
        {report.cohorts.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analytics.engagement.cohortsEmpty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={600}>
            <Table data-testid="analytics-cohorts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('analytics.engagement.cohortMonth')}</Table.Th>
                  <Table.Th>{t('analytics.engagement.cohortSize')}</Table.Th>
                  {Array.from({ length: Math.max(...report.cohorts.map((c) => c.retention.length)) }, (_, i) => (
                    <Table.Th key={i}>{t('analytics.engagement.monthN', { n: i })}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.cohorts.map((c) => (
                  <Table.Tr key={c.month}>
                    <Table.Td>{c.month}</Table.Td>
                    <Table.Td>{formatNumber(c.size, lang)}</Table.Td>
                    {c.retention.map((r, i) => (
                      <Table.Td key={i} style={{ background: `rgba(18, 184, 134, ${Math.min(1, r / 100)})` }}>
                        {formatPercent(r, lang)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
