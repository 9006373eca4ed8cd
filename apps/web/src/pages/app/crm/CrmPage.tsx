import { Stack } from '@mantine/core';
import { IconBuilding, IconChartBar, IconSettings, IconTargetArrow, IconTimeline, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../features/crm/crmI18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { PanelTabs } from '../../../ui/PanelTabs';
import { useTabParam } from '../../../ui/useTabParam';
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
const TAB_KEYS = TABS.map((tab) => tab.key);

// CrmPage is the CRM screen (/app/crm): KPI cards and the tabs leads, contacts, companies, deals, activities,
// analytics and settings (?tab= selects one).
export function CrmPage() {
  const { t } = useTranslation();
  usePageMeta(t('crm.page.title'), t('crm.page.text'));
  const [active, go] = useTabParam(TAB_KEYS);

  return (
    <Stack gap="lg">
      <PageHeader title={t('crm.page.title')} description={t('crm.page.text')} />
      <CrmKpis />
      <PanelTabs
        value={active}
        onChange={go}
        testId="crm-tab"
        pt="lg"
        wrap
        tabs={TABS.map(({ key, icon, panel: Panel }) => ({ key, icon, label: t(`crm.page.tabs.${key}`), panel: <Panel /> }))}
      />
    </Stack>
  );
}
