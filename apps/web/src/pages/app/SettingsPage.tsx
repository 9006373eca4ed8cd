import '../../features/settings/i18n';
import { useMemo, useState } from 'react';
import { Alert, Badge, Button, Card, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconAdjustments,
  IconBell,
  IconBuilding,
  IconCreditCard,
  IconDeviceFloppy,
  IconLock,
  IconPalette,
  IconPlugConnected,
  IconRefresh,
  IconUser,
} from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationPrefs, SaveAllSettingsInput } from '@ulak/shared';
import { serverErrorText } from '../../lib/api';
import { PageHeader } from '../../ui/PageHeader';
import { QueryError } from '../../ui/QueryError';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm';
import { IntegrationsPanel } from '../../features/channels/components/IntegrationsPanel';
import { WebhooksPanel } from '../../features/webhooks/components/WebhooksPanel';
import { useSettingsQuery } from '../../features/settings/hooks/useSettingsQuery';
import { useSaveSettingsMutation } from '../../features/settings/hooks/useSaveSettingsMutation';
import { ProfileExtras } from '../../features/settings/components/ProfileExtras';
import { CompanyPanel } from '../../features/settings/components/CompanyPanel';
import { TeamPanel } from '../../features/settings/components/TeamPanel';
import { WorkspacesPanel } from '../../features/settings/components/WorkspacesPanel';
import { SessionsPanel } from '../../features/settings/components/SessionsPanel';
import { NotificationPrefsPanel } from '../../features/settings/components/NotificationPrefsPanel';
import { AppearancePanel } from '../../features/settings/components/AppearancePanel';
import { BillingPanel } from '../../features/settings/components/BillingPanel';
import { AdvancedPanel } from '../../features/settings/components/AdvancedPanel';
import { AccountSecurity } from '../../features/oauth/components/AccountSecurity';
import '../../features/oauth/i18n';

const TABS = [
  { key: 'profile', icon: IconUser },
  { key: 'company', icon: IconBuilding },
  { key: 'security', icon: IconLock },
  { key: 'notifications', icon: IconBell },
  { key: 'appearance', icon: IconPalette },
  { key: 'billing', icon: IconCreditCard },
  { key: 'integrations', icon: IconPlugConnected },
  { key: 'advanced', icon: IconAdjustments },
] as const;
type TabKey = (typeof TABS)[number]['key'];

function isTab(value: string | null): value is TabKey {
  return TABS.some((tab) => tab.key === value);
}

// SettingsPage holds the eight settings tabs: edits collect in a draft that Save sends at once (PUT /api/settings/all);
// Refresh reloads and drops the draft. Team, sessions, keys, appearance and exports act at once.
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const active: TabKey = isTab(tabParam) ? tabParam : 'profile';
  const settings = useSettingsQuery();
  const save = useSaveSettingsMutation();
  const [draft, setDraft] = useState<SaveAllSettingsInput>({});
  const dirty = useMemo(() => Object.keys(draft).filter((k) => Object.keys(draft[k as keyof SaveAllSettingsInput] ?? {}).length > 0), [draft]);

  const patch = <K extends keyof SaveAllSettingsInput>(key: K, value: NonNullable<SaveAllSettingsInput[K]>) =>
    setDraft((d) => ({ ...d, [key]: { ...(d[key] as object | undefined), ...(value as object) } }));

  const onSave = () =>
    save.mutate(draft, {
      onSuccess: () => {
        setDraft({});
        notifications.show({ color: 'teal', message: t('settings.saved') });
      },
      onError: (e) => notifications.show({ color: 'red', message: serverErrorText(e, t('settings.saveFailed')) }),
    });
  const onRefresh = () => {
    setDraft({});
    void settings.refetch();
  };

  const data = settings.data;
  const manager = data?.security.role === 'owner' || data?.security.role === 'admin';
  const content = (key: TabKey) => {
    if (!data) return null;
    switch (key) {
      case 'profile':
        return (
          <Stack gap="xl">
            <ProfileForm />
            <ProfileExtras
              profile={data.profile}
              timeZone={draft.preferences?.timeZone ?? data.preferences.timeZone}
              onTimeZone={(tz) => patch('preferences', { timeZone: tz })}
            />
          </Stack>
        );
      case 'company':
        return (
          <Stack gap="xl">
            <CompanyPanel
              value={{ ...data.company, ...(draft.company as Record<string, string> | undefined) }}
              canEdit={manager}
              onChange={(p) => patch('company', p)}
            />
            <TeamPanel />
            <WorkspacesPanel />
          </Stack>
        );
      case 'security':
        return (
          <Stack gap="xl">
            <SessionsPanel
              timeout={draft.security?.idleTimeoutMinutes ?? data.security.idleTimeoutMinutes}
              canEdit={manager}
              onTimeout={(m) => patch('security', { idleTimeoutMinutes: m })}
            />
            <AccountSecurity />
            <ChangePasswordForm />
          </Stack>
        );
      case 'notifications': {
        const value = { ...data.notifications, ...draft.notifications } as NotificationPrefs;
        return <NotificationPrefsPanel value={value} onChange={(v) => setDraft((d) => ({ ...d, notifications: v }))} />;
      }
      case 'appearance':
        return <AppearancePanel value={data.appearance} />;
      case 'billing':
        return <BillingPanel billing={data.billing} canManage={manager} />;
      case 'integrations':
        return (
          <Stack gap="xl">
            <IntegrationsPanel />
            <WebhooksPanel canEdit={manager} />
          </Stack>
        );
      case 'advanced':
        return <AdvancedPanel settings={data} />;
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.text')}
        actions={
          <Group>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={onRefresh}
              loading={settings.isFetching && !settings.isLoading}
              data-testid="settings-refresh"
            >
              {t('settings.refresh')}
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              onClick={onSave}
              loading={save.isPending}
              disabled={dirty.length === 0}
              data-testid="settings-save"
            >
              {t('settings.save')}
              {dirty.length > 0 && (
                <Badge ml={6} size="xs" color="white" variant="white">
                  {dirty.length}
                </Badge>
              )}
            </Button>
          </Group>
        }
      />
      {data?.workspace.deletion.scheduledFor && <Alert color="red">{t('settings.deletion.banner')}</Alert>}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {TABS.map((tab) => (
          <Card
            key={tab.key}
            withBorder
            padding="sm"
            radius="md"
            style={{ cursor: 'pointer', borderColor: active === tab.key ? 'var(--mantine-primary-color-filled)' : undefined }}
            onClick={() => setParams({ tab: tab.key }, { replace: true })}
            data-testid={`settings-card-${tab.key}`}
          >
            <Group gap="xs" wrap="nowrap">
              <tab.icon size={18} />
              <div>
                <Text size="sm" fw={600}>
                  {t(`settings.tabs.${tab.key}`)}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {t(`settings.cards.${tab.key}`)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {settings.isError ? (
        <QueryError error={settings.error} fallback={t('settings.loadFailed')} onRetry={onRefresh} testId="settings-error" />
      ) : (
        <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
          <Tabs.List style={{ flexWrap: 'wrap' }}>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.key} value={tab.key} leftSection={<tab.icon size={16} />} data-testid={`settings-tab-${tab.key}`}>
                {t(`settings.tabs.${tab.key}`)}
                {dirty.includes(tab.key === 'profile' ? 'preferences' : tab.key) && ' •'}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
              <Paper withBorder radius="md" p="lg">
                <Title order={3} fz="lg" mb="md">
                  {t(`settings.tabs.${tab.key}`)}
                </Title>
                {settings.isLoading ? <Text c="dimmed">{t('settings.loading')}</Text> : content(tab.key)}
              </Paper>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
