import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Comprehensive, Forecast } from '@ulak/shared/analytics';
import { formatNumber } from '../../../ui/format';
import { money } from './format';

const SERIES = ['sends', 'opens', 'revenue'] as const;

// ForecastCard is one series' history and 30-day forecast with the model's error on the held-out days.
function ForecastCard({ name, forecast, format }: { name: (typeof SERIES)[number]; forecast: Forecast; format: (n: number) => string }) {
  const { t } = useTranslation();
  const actual = t('analytics.predictions.actual');
  const predicted = t('analytics.predictions.predicted');
  const data = [
    ...forecast.history.slice(-30).map((p) => ({ day: p.day, [actual]: p.value })),
    ...forecast.forecast.map((p) => ({ day: p.day, [predicted]: p.value })),
  ];
  const total = forecast.forecast.reduce((s, p) => s + p.value, 0);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`analytics-forecast-${name}`}>
      <Title order={4} fz="md">
        {t(`analytics.predictions.${name}`)}
      </Title>
      <Text size="sm" mb="xs">
        {t('analytics.predictions.total', { value: format(total) })}
      </Text>
      <LineChart
        h={180}
        dataKey="day"
        data={data}
        connectNulls={false}
        withDots={false}
        series={[
          { name: actual, color: 'blue.6' },
          { name: predicted, color: 'orange.6', strokeDasharray: '5 5' },
        ]}
      />
      <Text size="xs" c="dimmed" mt="xs">
        {forecast.holdout.mae === null
          ? t('analytics.predictions.tooShort')
          : t('analytics.predictions.holdout', {
              days: forecast.holdout.days,
              mae: format(forecast.holdout.mae),
              mape: forecast.holdout.mape === null ? '—' : `${forecast.holdout.mape}`,
            })}
      </Text>
    </Paper>
  );
}

// PredictionsTab shows the sends, opens and revenue forecasts (Holt's linear smoothing) and the "likely to churn" suggestion.
export function PredictionsTab({ report }: { report: Comprehensive }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const p = report.predictions;
  const fmt = (name: (typeof SERIES)[number]) => (n: number) => (name === 'revenue' ? money(n, report.currency, lang) : formatNumber(Math.round(n), lang));
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('analytics.predictions.model', { alpha: p.sends.params.alpha, beta: p.sends.params.beta })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {SERIES.map((s) => (
          <ForecastCard key={s} name={s} forecast={p[s]} format={fmt(s)} />
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" data-testid="analytics-churn">
        <Title order={4} fz="md">
          {t('analytics.predictions.churnTitle', { count: p.churn.count })}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('analytics.predictions.churnText')}
        </Text>
        {p.churn.contacts.length === 0 ? (
          <Text size="sm">{t('analytics.predictions.churnEmpty')}</Text>
        ) : (
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {(['email', 'received', 'engaged', 'likelihood'] as const).map((c) => (
                  <Table.Th key={c}>{t(`analytics.predictions.cols.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.churn.contacts.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{c.email}</Table.Td>
                  <Table.Td>{formatNumber(c.received, lang)}</Table.Td>
                  <Table.Td>{formatNumber(c.engaged, lang)}</Table.Td>
                  <Table.Td>{formatNumber(Math.round(c.likelihood * 1000) / 10, lang)}%</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
