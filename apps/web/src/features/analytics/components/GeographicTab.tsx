import { BarChart } from '@mantine/charts';
import { Anchor, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Comprehensive } from '@ulak/shared/analytics';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber } from '../../../ui/format';
import type { DrilldownTarget } from '../api/analyticsApi';
import { rate } from './format';

type Place = Comprehensive['geographic'][number] & { city?: string };

// countryName is a country's name in the interface language (the code when unknown).
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

// PlacesTable lists places with their opens, clicks, share of the human opens and clicks per open; a place opens its list.
function PlacesTable({ rows, kind, onDrill }: { rows: Place[]; kind: 'countries' | 'cities'; onDrill: (target: DrilldownTarget) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const nameOf = (g: Place) => (g.city ? `${g.city}, ${countryName(g.country, lang)}` : countryName(g.country, lang));
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover data-testid={`analytics-geo-${kind}`}>
        <Table.Thead>
          <Table.Tr>
            {([kind === 'cities' ? 'city' : 'country', 'opens', 'humanOpens', 'clicks', 'openShare', 'clickRate'] as const).map((c) => (
              <Table.Th key={c}>{t(`analytics.geographic.cols.${c}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((g) => (
            <Table.Tr key={`${g.country}-${g.city ?? ''}`} data-testid={`analytics-geo-${kind}-row`}>
              <Table.Td>
                <Anchor
                  component="button"
                  size="sm"
                  onClick={() =>
                    onDrill({ figure: 'place', country: g.country, city: g.city, title: t('analytics.drilldown.titles.place', { place: nameOf(g) }) })
                  }
                  data-testid="analytics-geo-drill"
                >
                  {nameOf(g)}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatNumber(g.opens, lang)}</Table.Td>
              <Table.Td>{formatNumber(g.humanOpens, lang)}</Table.Td>
              <Table.Td>{formatNumber(g.clicks, lang)}</Table.Td>
              <Table.Td>{rate(g.openShare, lang)}</Table.Td>
              <Table.Td>{rate(g.clickRate, lang)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// GeographicTab ranks the countries and cities of the opens and clicks (from the offline IP databases) with their share of
// the human opens and their clicks per open; each place opens the list of deliveries opened or clicked from there.
export function GeographicTab({ report, onDrill }: { report: Comprehensive; onDrill: (target: DrilldownTarget) => void }) {
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
  const bars = (places: Place[], key: 'country' | 'city') =>
    places.slice(0, 12).map((g) => ({
      [key]: key === 'city' ? (g.city ?? '') : countryName(g.country, lang),
      [t('analytics.geographic.cols.humanOpens')]: g.humanOpens,
      [t('analytics.geographic.cols.humanClicks')]: g.humanClicks,
    }));
  const series = [
    { name: t('analytics.geographic.cols.humanOpens'), color: 'blue.6' },
    { name: t('analytics.geographic.cols.humanClicks'), color: 'teal.6' },
  ];
  const chart = (places: Place[], key: 'country' | 'city') => (
    <BarChart
      h={Math.max(200, Math.min(12, places.length) * 32)}
      data={bars(places, key)}
      dataKey={key}
      orientation="vertical"
      yAxisProps={{ width: 120 }}
      withLegend
      series={series}
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="md">
          <Title order={4} fz="md" mb="sm">
            {t('analytics.geographic.countries')}
          </Title>
          {chart(rows, 'country')}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={4} fz="md" mb="sm">
            {t('analytics.geographic.cities')}
          </Title>
          {report.cities.length ? (
            chart(report.cities, 'city')
          ) : (
            <Text size="sm" c="dimmed" data-testid="analytics-geo-cities-empty">
              {t('analytics.geographic.citiesEmpty')}
            </Text>
          )}
        </Paper>
      </SimpleGrid>
      <Paper withBorder radius="md">
        <PlacesTable rows={rows} kind="countries" onDrill={onDrill} />
      </Paper>
      {report.cities.length > 0 && (
        <Paper withBorder radius="md">
          <PlacesTable rows={report.cities} kind="cities" onDrill={onDrill} />
        </Paper>
      )}
      <Text size="xs" c="dimmed">
        {t('analytics.geographic.note')}
      </Text>
    </Stack>
  );
}
