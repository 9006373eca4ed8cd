import '../../../features/admin/i18n';
import { useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_RANGES, ADMIN_USER_LIST_LIMIT, type AdminRange } from '@ulak/shared';
import { serverErrorText } from '../../../lib/api';
import { PageHeader } from '../../../ui/PageHeader';
import { useAdminStatsQuery, adminQueryRoot } from '../../../features/admin/hooks/useAdminStatsQuery';
import { useAdminHealthQuery } from '../../../features/admin/hooks/useAdminHealthQuery';
import { useAdminUsersQuery } from '../../../features/admin/hooks/useAdminUsersQuery';
import { StatCards } from '../../../features/admin/components/StatCards';
import { SystemMetrics } from '../../../features/admin/components/SystemMetrics';
import { AlertsList } from '../../../features/admin/components/AlertsList';
import { UsersTable } from '../../../features/admin/components/UsersTable';
import { UsersTab } from '../../../features/admin/components/UsersTab';
import { SubscriptionsTab } from '../../../features/admin/components/SubscriptionsTab';
import { SecurityTab } from '../../../features/admin/components/SecurityTab';
import { IpPoolsTab } from '../../../features/admin/components/IpPoolsTab';
import { PlatformSettingsTab } from '../../../features/admin/components/PlatformSettingsTab';

export const ADMIN_TABS = ['overview', 'users', 'subscriptions', 'system', 'security', 'ipPools', 'settings'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

// AdminPanelPage is the platform admin panel (seed 001 §2): range, Refresh, four stat cards and the tabs.
export function AdminPanelPage({ tab: initial = 'overview' }: { tab?: AdminTab }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [range, setRange] = useState<AdminRange>('24h');
  const [tab, setTab] = useState<AdminTab>(initial);
  const stats = useAdminStatsQuery(range);
  const health = useAdminHealthQuery();
  const recent = useAdminUsersQuery({ page: 1, limit: ADMIN_USER_LIST_LIMIT });
  return (
    <Stack gap="lg" data-testid="admin-panel">
      <PageHeader
        title={t('admin.panel.title')}
        description={t('admin.panel.text')}
        actions={
          <Group>
            <SegmentedControl
              value={range}
              onChange={(v) => setRange(v as AdminRange)}
              data={ADMIN_RANGES.map((r) => ({ value: r, label: t(`admin.panel.ranges.${r}`) }))}
              data-testid="admin-range"
            />
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={stats.isFetching}
              onClick={() => void queryClient.invalidateQueries({ queryKey: adminQueryRoot })}
              data-testid="admin-refresh"
            >
              {t('common.refresh')}
            </Button>
          </Group>
        }
      />
      {stats.isError && <Alert color="red">{serverErrorText(stats.error, t('admin.panel.loadFailed'))}</Alert>}
      <StatCards stats={stats.data} />
      <Tabs value={tab} onChange={(v) => v && setTab(v as AdminTab)} keepMounted={false}>
        <Tabs.List>
          {ADMIN_TABS.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`admin-tab-${k}`}>
              {t(`admin.panel.tabs.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="md">
            <Title order={3} fz="md">
              {t('admin.panel.system.title')}
            </Title>
            <SystemMetrics health={health.data} />
            <AlertsList />
            <Paper withBorder radius="md" p="md">
              <Title order={3} fz="md" mb="sm">
                {t('admin.panel.recentUsers')}
              </Title>
              {recent.isPending ? <Skeleton h={200} /> : recent.data && <UsersTable users={recent.data.users} />}
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="users" pt="md">
          <UsersTab />
        </Tabs.Panel>
        <Tabs.Panel value="subscriptions" pt="md">
          <Stack gap="md">
            <SubscriptionsTab range={range} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="md">
          <Stack gap="md">
            <SystemMetrics health={health.data} withQueues />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <Stack gap="md">
            <SecurityTab />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ipPools" pt="md">
          <IpPoolsTab />
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <PlatformSettingsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
