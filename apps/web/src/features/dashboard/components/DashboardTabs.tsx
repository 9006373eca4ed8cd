import { BarChart } from '@mantine/charts';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../ui/format';
import { MetricCard } from '../../../ui/MetricCard';
import { money, rate } from '../../analytics/components/format';
import { StatCards } from '../../analytics/components/StatCards';
import { useComprehensiveQuery } from '../../analytics/hooks/useComprehensiveQuery';
import type { RealtimeDashboard } from '../api/dashboardApi';
import { PlanUsageCard } from './PlanUsageCard';

export const DASHBOARD_TABS = [
  'overview',
  'email-campaigns',
  'crm',
  'automation',
  'invoicing',
  'analytics',
  'security',
  'api',
  'subscription',
  'settings',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

type Data = RealtimeDashboard;

function Figures({ items }: { items: { key: string; label: string; value: string }[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {items.map((i) => (
        <Paper key={i.key} withBorder radius="md" p="md" data-testid={`dash-${i.key}`}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {i.label}
          </Text>
          <Text fz={22} fw={800} data-testid={`dash-${i.key}-value`}>
            {i.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function CampaignsPanel({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Title order={4} fz="md" mb="sm">
          {t('analytics.dashboard.recentCampaigns')}
        </Title>
        {data.campaigns.recent.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analytics.dashboard.noCampaigns')}
          </Text>
        ) : (
          <Table striped data-testid="dash-recent-campaigns">
            <Table.Thead>
              <Table.Tr>
                {(['name', 'status', 'sent', 'opened', 'clicked'] as const).map((c) => (
                  <Table.Th key={c}>{t(`analytics.dashboard.campaignCols.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.campaigns.recent.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/app/campaigns/${c.id}/report`}>
                      {c.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`campaigns.status.${c.status as 'draft'}`, { defaultValue: c.status })}</Table.Td>
                  <Table.Td>{formatNumber(c.sent, lang)}</Table.Td>
                  <Table.Td>{formatNumber(c.opened, lang)}</Table.Td>
                  <Table.Td>{formatNumber(c.clicked, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      {data.campaigns.byStatus.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <Title order={4} fz="md" mb="sm">
            {t('analytics.dashboard.byStatus')}
          </Title>
          <BarChart
            h={180}
            dataKey="name"
            series={[{ name: 'count', label: t('dashboard.kpis.campaigns'), color: 'blue.6' }]}
            data={data.campaigns.byStatus.map((s) => ({ name: t(`campaigns.status.${s.name as 'draft'}`, { defaultValue: s.name }), count: s.count }))}
          />
        </Paper>
      )}
    </Stack>
  );
}

function AnalyticsPanel() {
  const { t } = useTranslation();
  const query = useComprehensiveQuery(30);
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('analytics.dashboard.analytics.text')}
      </Text>
      <StatCards report={query.data} />
      <Button component={Link} to="/app/analytics" variant="light" w="fit-content">
        {t('analytics.dashboard.analytics.open')}
      </Button>
    </Stack>
  );
}

// DashboardTabPanel is the content of one dashboard tab, from the realtime dashboard data.
export function DashboardTabPanel({ tab, data }: { tab: DashboardTab; data: Data }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const cur = data.invoicing.currency;
  const k = data.kpis;
  if (tab === 'email-campaigns') return <CampaignsPanel data={data} />;
  if (tab === 'analytics') return <AnalyticsPanel />;
  if (tab === 'crm') {
    return (
      <Stack>
        <Figures
          items={[
            { key: 'leads-range', label: t('analytics.dashboard.crm.leadsInRange'), value: formatNumber(data.crm.leadsInRange, lang) },
            { key: 'open-deals', label: t('analytics.dashboard.crm.openDeals'), value: formatNumber(k.openDeals, lang) },
            { key: 'pipeline', label: t('analytics.dashboard.crm.openDealsValue'), value: money(data.crm.openDealsValue, cur, lang) },
            { key: 'won', label: t('analytics.dashboard.crm.wonDeals'), value: formatNumber(data.crm.wonDeals, lang) },
            { key: 'tasks', label: t('analytics.dashboard.crm.tasksDue'), value: formatNumber(data.crm.tasksDue, lang) },
            { key: 'overdue', label: t('analytics.dashboard.crm.overdueTasks'), value: formatNumber(k.overdueTasks, lang) },
          ]}
        />
        <Button component={Link} to="/app/crm" variant="light" w="fit-content">
          {t('analytics.dashboard.crm.open')}
        </Button>
      </Stack>
    );
  }
  if (tab === 'invoicing') {
    return (
      <Stack>
        <Figures
          items={[
            { key: 'paid', label: t('analytics.dashboard.invoicing.paid'), value: money(data.invoicing.paid, cur, lang) },
            { key: 'pending', label: t('analytics.dashboard.invoicing.pending'), value: money(data.invoicing.pending, cur, lang) },
            {
              key: 'overdue',
              label: t('analytics.dashboard.invoicing.overdue', { count: data.invoicing.overdueCount }),
              value: money(data.invoicing.overdue, cur, lang),
            },
            { key: 'issued', label: t('analytics.dashboard.invoicing.issued'), value: formatNumber(data.invoicing.issuedInRange, lang) },
          ]}
        />
        <Button component={Link} to="/app/invoices" variant="light" w="fit-content">
          {t('analytics.dashboard.invoicing.open')}
        </Button>
      </Stack>
    );
  }
  if (tab === 'automation') {
    const a = data.automation;
    return (
      <Stack>
        <Figures
          items={[
            { key: 'wf-active', label: t('analytics.dashboard.automation.active'), value: formatNumber(a.activeWorkflows, lang) },
            { key: 'wf-paused', label: t('analytics.dashboard.automation.paused'), value: formatNumber(a.pausedWorkflows, lang) },
            { key: 'runs-entered', label: t('analytics.dashboard.automation.entered'), value: formatNumber(a.runsEntered, lang) },
            { key: 'runs-completed', label: t('analytics.dashboard.automation.completed'), value: formatNumber(a.runsCompleted, lang) },
            { key: 'runs-waiting', label: t('analytics.dashboard.automation.waiting'), value: formatNumber(a.runsWaiting, lang) },
            { key: 'steps-done', label: t('analytics.dashboard.automation.stepsDone'), value: formatNumber(a.stepsDone, lang) },
            { key: 'steps-failed', label: t('analytics.dashboard.automation.stepsFailed'), value: formatNumber(a.stepsFailed, lang) },
          ]}
        />
        {a.activeWorkflows + a.pausedWorkflows === 0 && (
          <Text c="dimmed" size="sm">
            {t('analytics.dashboard.automation.text')}
          </Text>
        )}
        <Button component={Link} to="/app/automation" variant="light" w="fit-content">
          {t('analytics.dashboard.automation.open')}
        </Button>
      </Stack>
    );
  }
  if (tab === 'api') {
    const a = data.api;
    return (
      <Stack>
        <Figures
          items={[
            { key: 'api-keys', label: t('analytics.dashboard.api.activeKeys'), value: formatNumber(a.activeKeys, lang) },
            { key: 'api-used', label: t('analytics.dashboard.api.keysUsed'), value: formatNumber(a.keysUsed, lang) },
            { key: 'api-requests', label: t('analytics.dashboard.api.requests'), value: formatNumber(a.requests, lang) },
            { key: 'api-last', label: t('analytics.dashboard.api.lastUsed'), value: a.lastUsedAt ? formatDateTime(a.lastUsedAt, lang) : '—' },
          ]}
        />
        {a.activeKeys === 0 && (
          <Text c="dimmed" size="sm">
            {t('analytics.dashboard.api.text')}
          </Text>
        )}
        <Button component={Link} to="/app/settings?tab=advanced" variant="light" w="fit-content">
          {t('analytics.dashboard.api.open')}
        </Button>
      </Stack>
    );
  }
  if (tab === 'security') {
    return (
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4} fz="md">
            {t('analytics.dashboard.security.title')}
          </Title>
          <Anchor component={Link} to="/app/settings?tab=security" size="sm">
            {t('analytics.dashboard.security.open')}
          </Anchor>
        </Group>
        {data.security.sessions.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('analytics.dashboard.security.empty')}
          </Text>
        ) : (
          <Table striped data-testid="dash-sessions">
            <Table.Thead>
              <Table.Tr>
                {(['email', 'at', 'lastSeen'] as const).map((c) => (
                  <Table.Th key={c}>{t(`analytics.dashboard.security.cols.${c}`)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.security.sessions.map((s, i) => (
                <Table.Tr key={i}>
                  <Table.Td>{s.email}</Table.Td>
                  <Table.Td>{formatDateTime(s.createdAt, lang)}</Table.Td>
                  <Table.Td>{formatDateTime(s.lastSeenAt, lang)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    );
  }
  if (tab === 'subscription') return <PlanUsageCard subscription={data.subscription ?? undefined} loading={false} />;
  if (tab === 'settings') {
    const links = [
      { key: 'company', to: '/company-settings' },
      { key: 'profile', to: '/app/settings?tab=profile' },
      { key: 'settings', to: '/app/settings' },
      { key: 'plan', to: '/app/customer' },
    ] as const;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        {links.map((l) => (
          <Button key={l.key} component={Link} to={l.to} variant="default" size="md">
            {t(`analytics.dashboard.settings.${l.key}`)}
          </Button>
        ))}
      </SimpleGrid>
    );
  }
  // overview: the figures of every module in one row
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
      <MetricCard label={t('analytics.dashboard.kpis.clickRate')} value={rate(k.clickRate, lang)} icon={null} color="teal" testId="kpi-clickRate" />
      <MetricCard
        label={t('analytics.dashboard.kpis.conversions')}
        value={formatNumber(k.conversions, lang)}
        icon={null}
        color="grape"
        testId="kpi-conversions"
      />
      <MetricCard label={t('analytics.dashboard.kpis.revenue')} value={money(k.revenue, cur, lang)} icon={null} color="green" testId="kpi-revenue" />
      <MetricCard label={t('analytics.dashboard.kpis.leads')} value={formatNumber(k.leads, lang)} icon={null} color="orange" testId="kpi-leads" />
      <MetricCard label={t('analytics.dashboard.kpis.openDeals')} value={formatNumber(k.openDeals, lang)} icon={null} color="blue" testId="kpi-openDeals" />
      <MetricCard
        label={t('analytics.dashboard.kpis.overdueTasks')}
        value={formatNumber(k.overdueTasks, lang)}
        icon={null}
        color="red"
        testId="kpi-overdueTasks"
      />
    </SimpleGrid>
  );
}
