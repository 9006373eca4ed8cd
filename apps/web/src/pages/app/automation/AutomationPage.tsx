import '../../../features/automation/i18n';
import { useLooseT } from '../../../features/automation/useLooseT';
import { formatNumber } from '../../../ui/format';
import { useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBolt, IconChartBar, IconClock, IconPlayerPlay, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { serverErrorText } from '../../../lib/api';
import { usePageMeta } from '../../../lib/usePageMeta';
import { MetricCard } from '../../../ui/MetricCard';
import { PageHeader } from '../../../ui/PageHeader';
import { AnalyticsTab } from '../../../features/automation/components/AnalyticsTab';
import { CatalogueTab } from '../../../features/automation/components/CatalogueTab';
import { SettingsTab } from '../../../features/automation/components/SettingsTab';
import { TemplateMarket } from '../../../features/automation/components/TemplateMarket';
import { WorkflowBuilder } from '../../../features/automation/components/WorkflowBuilder';
import { WorkflowCards } from '../../../features/automation/components/WorkflowCards';
import { automationQueryKeyRoot } from '../../../features/automation/hooks/automationQueryKeys';
import { useAnalyticsQuery } from '../../../features/automation/hooks/useAnalyticsQuery';
import { useCreateWorkflowMutation } from '../../../features/automation/hooks/useCreateWorkflowMutation';
import { useWorkflowsQuery } from '../../../features/automation/hooks/useWorkflowsQuery';

const TABS = ['workflows', 'templates', 'triggers', 'actions', 'analytics', 'settings'] as const;
type TabKey = (typeof TABS)[number];
const isTab = (v: string | null): v is TabKey => TABS.some((k) => k === v);

// AutomationPage is /app/automation (seed 001 §2): Refresh and New Workflow, four stat cards from the runs, and the
// workflows, template market, trigger and action catalogues, analytics and settings tabs (?tab=).
export function AutomationPage() {
  const { t, i18n } = useLooseT();
  usePageMeta(t('automation.page.title'), t('automation.page.text'));
  const [params, setParams] = useSearchParams();
  const tab: TabKey = isTab(params.get('tab')) ? (params.get('tab') as TabKey) : 'workflows';
  const [open, setOpen] = useState<{ id: string; tab: 'builder' | 'runs' } | null>(null);
  const queryClient = useQueryClient();
  const workflows = useWorkflowsQuery();
  const analytics = useAnalyticsQuery();
  const create = useCreateWorkflowMutation();

  const newWorkflow = () =>
    create.mutate(
      { name: t('automation.newWorkflowName'), graph: { nodes: [], edges: [] } },
      {
        onSuccess: (w) => setOpen({ id: w.id, tab: 'builder' }),
        onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('automation.errors.save')) }),
      },
    );
  const a = analytics.data;
  return (
    <Stack gap={0}>
      <PageHeader
        title={t('automation.page.title')}
        description={t('automation.page.text')}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot })}
              data-testid="automation-refresh"
            >
              {t('automation.refresh')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={newWorkflow} loading={create.isPending} data-testid="automation-new">
              {t('automation.newWorkflow')}
            </Button>
          </>
        }
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} mb="lg">
        <MetricCard
          label={t('automation.stats.active')}
          value={a && formatNumber(a.activeWorkflows, i18n.language)}
          icon={<IconPlayerPlay size={18} />}
          color="green"
          testId="stat-active"
        />
        <MetricCard
          label={t('automation.stats.runs')}
          value={a && formatNumber(a.runsThisMonth, i18n.language)}
          icon={<IconBolt size={18} />}
          color="blue"
          testId="stat-runs"
        />
        <MetricCard
          label={t('automation.stats.conversion')}
          value={a ? `%${a.averageConversion}` : undefined}
          icon={<IconChartBar size={18} />}
          color="violet"
          testId="stat-conversion"
        />
        <MetricCard
          label={t('automation.stats.timeSaved')}
          value={a ? t('automation.stats.hours', { count: a.timeSavedHours }) : undefined}
          hint={t('automation.stats.timeSavedHint')}
          icon={<IconClock size={18} />}
          color="orange"
          testId="stat-time"
        />
      </SimpleGrid>
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'workflows' ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`automation-tab-${k}`}>
              {t(`automation.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="workflows">
          {workflows.isLoading && <Text c="dimmed">{t('automation.loading')}</Text>}
          {workflows.isError && <Text c="red">{t('automation.errors.load')}</Text>}
          {workflows.data && <WorkflowCards workflows={workflows.data} onOpen={(id, tb) => setOpen({ id, tab: tb })} onNew={newWorkflow} />}
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplateMarket onInstalled={(id) => setOpen({ id, tab: 'builder' })} />
        </Tabs.Panel>
        <Tabs.Panel value="triggers">
          <CatalogueTab kind="triggers" />
        </Tabs.Panel>
        <Tabs.Panel value="actions">
          <CatalogueTab kind="actions" />
        </Tabs.Panel>
        <Tabs.Panel value="analytics">
          <AnalyticsTab data={a} />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <SettingsTab />
        </Tabs.Panel>
      </Tabs>
      <Group>
        <WorkflowBuilder workflowId={open?.id ?? null} initialTab={open?.tab} onClose={() => setOpen(null)} />
      </Group>
    </Stack>
  );
}
