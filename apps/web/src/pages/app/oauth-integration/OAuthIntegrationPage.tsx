import '../../../features/oauth/i18n';
import { useState } from 'react';
import { Badge, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { QueryError } from '../../../ui/QueryError';
import { useOAuthStatsQuery } from '../../../features/oauth/hooks/useOAuthStatsQuery';
import { ProvidersTab } from '../../../features/oauth/components/ProvidersTab';
import { AnalyticsTab } from '../../../features/oauth/components/AnalyticsTab';
import { SecurityTab } from '../../../features/oauth/components/SecurityTab';
import { LogsTab } from '../../../features/oauth/components/LogsTab';
import { SettingsTab } from '../../../features/oauth/components/SettingsTab';

const TABS = ['providers', 'analytics', 'security', 'logs', 'settings'] as const;
type Tab = (typeof TABS)[number];

// OAuthIntegrationPage is /app/oauth-integration: providers, analytics, security, logs and settings of sign-in.
export function OAuthIntegrationPage() {
  const { t } = useTranslation();
  usePageMeta(t('oauth.page.title'), t('oauth.page.text'));
  const [params, setParams] = useSearchParams();
  const initial = params.get('tab');
  const [tab, setTab] = useState<Tab>(TABS.includes(initial as Tab) ? (initial as Tab) : 'providers');
  const query = useOAuthStatsQuery();
  const stats = query.data;

  return (
    <>
      <PageHeader
        title={t('oauth.page.title')}
        description={t('oauth.page.text')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            data-testid="oauth-refresh"
          >
            {t('oauth.page.refresh')}
          </Button>
        }
      />
      {query.isPending ? (
        <Stack>
          <Skeleton h={40} />
          <Skeleton h={280} />
        </Stack>
      ) : query.isError || !stats ? (
        <QueryError error={query.error} fallback={t('oauth.page.title')} onRetry={() => void query.refetch()} testId="oauth-error" />
      ) : (
        <Stack gap="md">
          <Badge variant="light" color={stats.scope === 'platform' ? 'grape' : 'blue'}>
            {stats.scope === 'platform' ? t('oauth.page.platformScope') : t('oauth.page.workspaceScope')}
          </Badge>
          <Tabs
            value={tab}
            onChange={(v) => {
              const next = (v ?? 'providers') as Tab;
              setTab(next);
              setParams({ tab: next }, { replace: true });
            }}
            keepMounted={false}
          >
            <Tabs.List mb="md">
              {TABS.map((k) => (
                <Tabs.Tab key={k} value={k} data-testid={`oauth-tab-${k}`}>
                  {t(`oauth.tabs.${k}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="providers">
              <ProvidersTab stats={stats} />
            </Tabs.Panel>
            <Tabs.Panel value="analytics">
              <AnalyticsTab stats={stats} />
            </Tabs.Panel>
            <Tabs.Panel value="security">
              <SecurityTab stats={stats} />
            </Tabs.Panel>
            <Tabs.Panel value="logs">
              <LogsTab />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <SettingsTab stats={stats} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </>
  );
}
