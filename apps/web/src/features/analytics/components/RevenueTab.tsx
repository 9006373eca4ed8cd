import { useState } from 'react';
import { BarChart } from '@mantine/charts';
import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ATTRIBUTION_MODELS, type AttributionModel, type Comprehensive } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { money } from './format';

// RevenueTab shows revenue by day, by campaign and by channel, the average order value, under a switchable attribution model.
export function RevenueTab({ report }: { report: Comprehensive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [model, setModel] = useState<AttributionModel>('lastClick');
  const rev = report.revenue;
  if (!rev.byDay.length)
    return (
      <EmptyState
        icon={<IconCash size={28} />}
        title={t('analytics.revenue.emptyTitle')}
        description={t('analytics.revenue.emptyText')}
        testId="analytics-revenue-empty"
      />
    );
  const fmt = (n: number) => money(n, report.currency, lang);
  const revenueLabel = t('analytics.revenue.revenue');
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('analytics.cards.revenue')}
          </Text>
          <Text fz={22} fw={800} data-testid="analytics-revenue-total">
            {fmt(report.totals.revenue)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t('analytics.revenue.aov')}
          </Text>
          <Text fz={22} fw={800}>
            {rev.averageOrderValue === null ? '—' : fmt(rev.averageOrderValue)}
          </Text>
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {t(`analytics.revenue.models.${model}`)}
          </Text>
          <Text fz={22} fw={800} data-testid="analytics-revenue-attributed">
            {fmt(rev.attributed[model])}
          </Text>
          <Text size="xs" c="dimmed">
            {t('analytics.revenue.attributedHint', { days: rev.windowDays })}
          </Text>
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.revenue.byDay')}
        </Title>
        <BarChart
          h={240}
          data={rev.byDay.map((d) => ({ day: d.day, [revenueLabel]: d.revenue }))}
          dataKey="day"
          series={[{ name: revenueLabel, color: 'teal.6' }]}
          valueFormatter={fmt}
        />
      </Paper>
      <Group justify="space-between">
        <Title order={4} fz="md">
          {t('analytics.revenue.byCampaign')}
        </Title>
        <SegmentedControl
          value={model}
          onChange={(v) => setModel(v as AttributionModel)}
          data={ATTRIBUTION_MODELS.map((m) => ({ value: m, label: t(`analytics.revenue.models.${m}`) }))}
          data-testid="analytics-attribution"
        />
      </Group>
      <Paper withBorder radius="md">
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('analytics.campaigns.cols.name')}</Table.Th>
              <Table.Th ta="right">{t(`analytics.revenue.models.${model}`)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rev.byCampaign.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={2}>
                  <Text c="dimmed" size="sm">
                    {t('analytics.revenue.unattributed')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {[...rev.byCampaign]
              .sort((a, b) => b[model] - a[model])
              .map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.name}</Table.Td>
                  <Table.Td ta="right">{fmt(c[model])}</Table.Td>
                </Table.Tr>
              ))}
            {rev.byChannel.map((c) => (
              <Table.Tr key={c.channel}>
                <Table.Td fw={700}>
                  {t('analytics.revenue.channel', { channel: t(`analytics.revenue.channels.${c.channel}`, { defaultValue: c.channel }) })}
                </Table.Td>
                <Table.Td ta="right" fw={700}>
                  {fmt(c[model])}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      {rev.otherCurrencies.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('analytics.revenue.otherCurrencies', {
            list: rev.otherCurrencies.map((c) => `${money(c.revenue, c.currency, lang)} (${formatNumber(c.conversions, lang)})`).join(', '),
          })}
        </Text>
      )}
    </Stack>
  );
}
