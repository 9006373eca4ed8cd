import { Stack, Tabs } from '@mantine/core';
import { IconBuilding, IconChartBar, IconSettings, IconTargetArrow, IconTimeline, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../features/crm/crmI18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { CrmKpis } from '../../../features/crm/components/CrmKpis';
import { LeadsTab } from '../../../features/crm/components/leads/LeadsTab';
import { CrmContactsTab } from '../../../features/crm/components/contacts/CrmContactsTab';
import { CompaniesTab } from '../../../features/crm/components/companies/CompaniesTab';
import { DealsTab } from '../../../features/crm/components/deals/DealsTab';
import { ActivitiesTab } from '../../../features/crm/components/activities/ActivitiesTab';
import { CrmAnalyticsTab } from '../../../features/crm/components/analytics/CrmAnalyticsTab';
import { CrmSettingsTab } from '../../../features/crm/components/settings/CrmSettingsTab';

const TABS = [
  { key: 'leads', icon: IconUsersGroup, panel: LeadsTab },
  { key: 'contacts', icon: IconUsers, panel: CrmContactsTab },
  { key: 'companies', icon: IconBuilding, panel: CompaniesTab },
  { key: 'deals', icon: IconTargetArrow, panel: DealsTab },
  { key: 'activities', icon: IconTimeline, panel: ActivitiesTab },
  { key: 'analytics', icon: IconChartBar, panel: CrmAnalyticsTab },
  { key: 'settings', icon: IconSettings, panel: CrmSettingsTab },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string | null): v is TabKey => TABS.some((tab) => tab.key === v);

// CrmPage is the CRM screen (/app/crm): KPI cards and the tabs leads, contacts, companies, deals, activities,
// analytics and settings (?tab= selects one).
export function CrmPage() {
  const { t } = useTranslation();
  usePageMeta(t('crm.page.title'), t('crm.page.text'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'leads';

  return (
    <Stack gap="lg">
      <PageHeader title={t('crm.page.title')} description={t('crm.page.text')} />
      <CrmKpis />
      <Tabs value={active} onChange={(v) => isTab(v) && setParams(v === 'leads' ? {} : { tab: v })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} value={item.key} leftSection={<item.icon size={16} />} data-testid={`crm-tab-${item.key}`}>
              {t(`crm.page.tabs.${item.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((item) => (
          <Tabs.Panel key={item.key} value={item.key} pt="lg">
            <item.panel />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
