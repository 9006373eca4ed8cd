import { BarChart } from '@mantine/charts';
import { Paper, Stack, Table, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comprehensive } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import { rate } from './format';

// countryName is a country's name in the interface language (the code when unknown).
function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// GeographicTab ranks the countries of the opens and clicks (from the offline IP database) with their click-to-open rate.
export function GeographicTab({ report }: { report: Comprehensive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rows = report.geographic;
  if (!rows.length)
    return (
      <EmptyState
        icon={<IconWorld size={28} />}
        title={t('analytics.geographic.emptyTitle')}
        description={t('analytics.geographic.emptyText')}
        testId="analytics-geo-empty"
      />
    );
  const data = rows.slice(0, 15).map((g) => ({
    country: countryName(g.country, lang),
    [t('analytics.geographic.cols.humanOpens')]: g.humanOpens,
    [t('analytics.geographic.cols.clicks')]: g.clicks,
  }));
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <BarChart
          h={Math.max(200, data.length * 32)}
          data={data}
          dataKey="country"
          orientation="vertical"
          yAxisProps={{ width: 120 }}
          withLegend
          series={[
            { name: t('analytics.geographic.cols.humanOpens'), color: 'blue.6' },
            { name: t('analytics.geographic.cols.clicks'), color: 'teal.6' },
          ]}
        />
      </Paper>
      <Paper withBorder radius="md">
        <Table striped data-testid="analytics-geo-table">
          <Table.Thead>
            <Table.Tr>
              {(['country', 'opens', 'humanOpens', 'clicks', 'clickToOpen'] as const).map((c) => (
                <Table.Th key={c}>{t(`analytics.geographic.cols.${c}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((g) => (
              <Table.Tr key={g.country}>
                <Table.Td>{countryName(g.country, lang)}</Table.Td>
                <Table.Td>{formatNumber(g.opens, lang)}</Table.Td>
                <Table.Td>{formatNumber(g.humanOpens, lang)}</Table.Td>
                <Table.Td>{formatNumber(g.clicks, lang)}</Table.Td>
                <Table.Td>{rate(g.humanOpens ? Math.round((g.humanClicks / g.humanOpens) * 1000) / 10 : null, lang)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('analytics.geographic.note')}
      </Text>
    </Stack>
  );
}
