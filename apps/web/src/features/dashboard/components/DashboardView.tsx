import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../ui/PageHeader';
import { formatDateTime } from '../../../ui/format';
import { DEFAULT_DASHBOARD_RANGE, type DashboardRange } from '../api/dashboardApi';
import { useRealtimeDashboardQuery } from '../hooks/useRealtimeDashboardQuery';
import { KpiCards } from './KpiCards';
import { DASHBOARD_TABS, DashboardTabPanel, type DashboardTab } from './DashboardTabs';
import { StartChecklist } from './StartChecklist';
import { PlanUsageCard } from './PlanUsageCard';
import { RangeSelect } from './RangeSelect';

// DashboardView is the signed-in home: real KPIs for a range, a tab per module, plan usage and a start-here checklist until
// the workspace has contacts, a verified domain and a sent campaign.
// campaignActions replaces the plain "New campaign" link (the page passes the wizard and mail-rotation buttons).
export function DashboardView({ campaignActions }: { campaignActions?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<DashboardRange>(DEFAULT_DASHBOARD_RANGE);
  const query = useRealtimeDashboardQuery(range);
  const data = query.data;
  const [tab, setTab] = useState<DashboardTab>('overview');
  const checklistOpen = data !== undefined && !(data.checklist.contacts && data.checklist.domain && data.checklist.campaign);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('dashboard.title')}
        description={data?.workspace.name ? t('dashboard.subtitle', { name: data.workspace.name }) : undefined}
        actions={
          <Group align="flex-end" gap="xs">
            <RangeSelect value={range} onChange={setRange} />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isPending}
              data-testid="dashboard-refresh"
            >
              {t('common.refresh')}
            </Button>
            {campaignActions ?? (
              <Button component={Link} to="/app/campaigns" leftSection={<IconPlus size={16} />}>
                {t('dashboard.newCampaign')}
              </Button>
            )}
          </Group>
        }
      />
      {query.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={t('dashboard.loadErrorTitle')} data-testid="dashboard-error">
          {t('dashboard.loadErrorText')}
        </Alert>
      )}
      <KpiCards kpis={data?.kpis} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as DashboardTab)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {DASHBOARD_TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`dashboard-tab-${k}`}>
              {t(`analytics.dashboard.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack pt="md">
          {data && <DashboardTabPanel tab={tab} data={data} />}
          {tab === 'overview' && (
            <SimpleGrid cols={{ base: 1, md: checklistOpen ? 2 : 1 }}>
              <PlanUsageCard subscription={data?.subscription ?? undefined} loading={query.isPending} />
              {data && checklistOpen && <StartChecklist checklist={data.checklist} workspaceName={data.workspace.name} />}
            </SimpleGrid>
          )}
        </Stack>
      </Tabs>
      {data && (
        <Text size="xs" c="dimmed" data-testid="dashboard-updated">
          {t('dashboard.updatedAt', { time: formatDateTime(data.generatedAt, i18n.language) })}
        </Text>
      )}
    </Stack>
  );
}
