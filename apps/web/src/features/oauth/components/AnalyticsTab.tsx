import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_METHODS } from '@ulak/shared';
import { EmptyState } from '../../../ui/EmptyState';
import { formatNumber, formatPercent } from '../../../ui/format';
import type { OAuthStats } from '../api/oauthApi';
import { METHOD_COLORS, methodName } from './providerMeta';

// AnalyticsTab shows daily sign-ins per method, each method's share, the success rate and the median completion time.
export function AnalyticsTab({ stats }: { stats: OAuthStats }) {
  const { t, i18n } = useTranslation();
  const a = stats.analytics;
  const used = SIGN_IN_METHODS.filter((m) => a.days.some((d) => (d.counts[m] ?? 0) > 0));
  const data = a.days.map((d) => ({ date: d.date.slice(5), ...Object.fromEntries(used.map((m) => [m, d.counts[m] ?? 0])) }));
  const figure = (label: string, value: string, testId: string) => (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {figure(t('oauth.analytics.total'), formatNumber(a.totalSignIns, i18n.language), 'oauth-total')}
        {figure(
          t('oauth.analytics.successRate'),
          a.successRate === null ? t('oauth.analytics.none') : formatPercent(a.successRate, i18n.language),
          'oauth-success-rate',
        )}
        {figure(
          t('oauth.analytics.median'),
          a.medianCompletionSeconds === null
            ? t('oauth.analytics.none')
            : t('oauth.analytics.seconds', { value: formatNumber(a.medianCompletionSeconds, i18n.language) }),
          'oauth-median',
        )}
      </SimpleGrid>
      {a.totalSignIns === 0 ? (
        <EmptyState icon={<IconChartBar size={28} />} title={t('oauth.analytics.empty')} testId="oauth-analytics-empty" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Card withBorder radius="md" padding="md" style={{ gridColumn: 'span 2' }}>
            <Title order={5} mb="sm">
              {t('oauth.analytics.daily')}
            </Title>
            <BarChart
              h={260}
              data={data}
              dataKey="date"
              type="stacked"
              withLegend
              series={used.map((m) => ({ name: m, label: methodName(m, t), color: METHOD_COLORS[m] }))}
            />
          </Card>
          <Card withBorder radius="md" padding="md">
            <Title order={5} mb="sm">
              {t('oauth.analytics.shares')}
            </Title>
            <Stack gap="sm" data-testid="oauth-shares">
              {a.shares.map((s) => (
                <div key={s.method}>
                  <Group justify="space-between">
                    <Text size="sm">{methodName(s.method, t)}</Text>
                    <Text size="sm" c="dimmed">
                      {formatNumber(s.count, i18n.language)} · {formatPercent(s.share, i18n.language)}
                    </Text>
                  </Group>
                  <Progress value={s.share} color={METHOD_COLORS[s.method]} />
                </div>
              ))}
            </Stack>
          </Card>
        </SimpleGrid>
      )}
    </Stack>
  );
}
