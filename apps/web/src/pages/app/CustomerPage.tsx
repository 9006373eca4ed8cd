import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertTriangle, IconChartBar, IconCreditCard, IconLayoutDashboard, IconRocket } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../ui/EmptyState';
import { FullPageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { useCurrentSubscriptionQuery } from '../../features/subscription/hooks/useCurrentSubscriptionQuery';
import { SubscriptionOverview } from '../../features/subscription/components/SubscriptionOverview';
import { UsageTab } from '../../features/subscription/components/UsageTab';
import { BillingTab } from '../../features/subscription/components/BillingTab';
import { UpgradeTab } from '../../features/subscription/components/UpgradeTab';
import { useWorkspacesQuery } from '../../features/settings/hooks/useWorkspacesQuery';

const TABS = [
  { key: 'overview', icon: IconLayoutDashboard },
  { key: 'usage', icon: IconChartBar },
  { key: 'billing', icon: IconCreditCard },
  { key: 'upgrade', icon: IconRocket },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

// CustomerPage is the subscription screen: overview, usage, billing and plan change (?tab= selects a tab).
export function CustomerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const active: TabKey = isTab(tabParam) ? tabParam : 'overview';
  const subscription = useCurrentSubscriptionQuery();
  // owners and admins change the card and the cancellation; the server refuses everyone else
  const role = useWorkspacesQuery().data?.workspaces.find((w) => w.current)?.role;
  const canManage = role === 'owner' || role === 'admin';

  if (subscription.isPending) return <FullPageLoader label={t('common.loadingDots')} withText />;

  const current = subscription.data ?? null;
  const noSubscription = (
    <EmptyState
      icon={<IconCreditCard size={28} />}
      title={t('customer.none.title')}
      description={t('customer.none.text')}
      action={<Button onClick={() => setParams({ tab: 'upgrade' }, { replace: true })}>{t('customer.none.choose')}</Button>}
      testId="no-subscription"
    />
  );

  return (
    <Stack gap="lg">
      <PageHeader title={t('customer.title')} description={t('customer.text')} />
      {subscription.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="subscription-error">
          <Group justify="space-between">
            <Text size="sm">{t('customer.loadError')}</Text>
            <Button size="xs" variant="default" onClick={() => void subscription.refetch()}>
              {t('common.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} leftSection={<tab.icon size={16} />} data-testid={`customer-tab-${tab.key}`}>
              {t(`customer.tabs.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="lg">
          {current ? <SubscriptionOverview subscription={current} /> : !subscription.isError && noSubscription}
        </Tabs.Panel>
        <Tabs.Panel value="usage" pt="lg">
          {current ? <UsageTab subscription={current} /> : !subscription.isError && noSubscription}
        </Tabs.Panel>
        <Tabs.Panel value="billing" pt="lg">
          {current ? <BillingTab subscription={current} canManage={canManage} /> : !subscription.isError && noSubscription}
        </Tabs.Panel>
        <Tabs.Panel value="upgrade" pt="lg">
          <UpgradeTab currentPlanId={current?.planType} inTrial={current?.status === 'trial'} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
