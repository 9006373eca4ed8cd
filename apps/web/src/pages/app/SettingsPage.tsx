import { Button, Paper, SegmentedControl, Stack, Tabs, Text, Title, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import {
  IconAdjustments,
  IconBell,
  IconBuilding,
  IconCreditCard,
  IconLock,
  IconPalette,
  IconPlugConnected,
  IconUser,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../ui/ComingSoon';
import { PageHeader } from '../../ui/PageHeader';
import { ProfileForm } from '../../features/profile/components/ProfileForm';
import { ChangePasswordForm } from '../../features/profile/components/ChangePasswordForm';

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

function AppearanceTab() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('settings.appearance.colorScheme')}</Text>
      <SegmentedControl
        w="fit-content"
        value={colorScheme}
        onChange={(v) => setColorScheme(v as MantineColorScheme)}
        data={[
          { value: 'light', label: t('settings.appearance.light') },
          { value: 'dark', label: t('settings.appearance.dark') },
          { value: 'auto', label: t('settings.appearance.auto') },
        ]}
        data-testid="color-scheme-switch"
      />
    </Stack>
  );
}

// SettingsPage holds the settings tabs; profile, security, appearance and billing work, the rest are announced.
export function SettingsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const active: TabKey = isTab(tabParam) ? tabParam : 'profile';

  const content = (key: TabKey) => {
    if (key === 'profile') return <ProfileForm />;
    if (key === 'security') return <ChangePasswordForm />;
    if (key === 'appearance') return <AppearanceTab />;
    if (key === 'company') {
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{t('settings.company.text')}</Text>
          <Button component={Link} to="/company-settings" data-testid="settings-company-open">
            {t('settings.company.open')}
          </Button>
        </Stack>
      );
    }
    if (key === 'billing') {
      return (
        <Stack gap="sm" align="flex-start">
          <Text>{t('settings.billing.text')}</Text>
          <Button component={Link} to="/app/customer?tab=billing">
            {t('settings.billing.open')}
          </Button>
        </Stack>
      );
    }
    return <ComingSoon title={t('settings.laterTitle')} description={t('settings.laterText')} />;
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('settings.title')} description={t('settings.text')} />
      <Tabs value={active} onChange={(v) => v && setParams({ tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.key} value={tab.key} leftSection={<tab.icon size={16} />} data-testid={`settings-tab-${tab.key}`}>
              {t(`settings.tabs.${tab.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.key} value={tab.key} pt="lg">
            <Paper withBorder radius="md" p="lg">
              <Title order={3} fz="lg" mb="md">
                {t(`settings.tabs.${tab.key}`)}
              </Title>
              {content(tab.key)}
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
