import { Stack, Tabs } from '@mantine/core';
import { IconChartPie, IconFileImport, IconList, IconShieldOff, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../features/audience/audienceI18n';
import { PageHeader } from '../../../ui/PageHeader';
import { usePageMeta } from '../../../lib/usePageMeta';
import { ContactsTab } from '../../../features/audience/components/contacts/ContactsTab';
import { ListsTab } from '../../../features/audience/components/lists/ListsTab';
import { SegmentsTab } from '../../../features/audience/components/segments/SegmentsTab';
import { ImportTab } from '../../../features/audience/components/imports/ImportTab';
import { SuppressionsTab } from '../../../features/audience/components/suppressions/SuppressionsTab';

const TABS = [
  { key: 'contacts', icon: IconUsers },
  { key: 'lists', icon: IconList },
  { key: 'segments', icon: IconChartPie },
  { key: 'import', icon: IconFileImport },
  { key: 'suppressions', icon: IconShieldOff },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const isTab = (v: string | null): v is TabKey => TABS.some((tab) => tab.key === v);

// ContactsPage is the audience screen (/app/contacts): contacts, lists, segments, import and suppressions (?tab= selects one).
export function ContactsPage() {
  const { t } = useTranslation();
  usePageMeta(t('audience.page.title'), t('audience.page.text'));
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const active: TabKey = isTab(tab) ? tab : 'contacts';
  const go = (next: TabKey, extra: Record<string, string> = {}) => setParams({ ...(next === 'contacts' ? {} : { tab: next }), ...extra });

  return (
    <Stack gap="lg">
      <PageHeader title={t('audience.page.title')} description={t('audience.page.text')} />
      <Tabs value={active} onChange={(v) => isTab(v) && go(v)} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {TABS.map((item) => (
            <Tabs.Tab key={item.key} value={item.key} leftSection={<item.icon size={16} />} data-testid={`audience-tab-${item.key}`}>
              {t(`audience.page.tabs.${item.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="contacts" pt="lg">
          <ContactsTab onImport={() => go('import')} />
        </Tabs.Panel>
        <Tabs.Panel value="lists" pt="lg">
          <ListsTab onViewContacts={(listId) => go('contacts', { listId })} />
        </Tabs.Panel>
        <Tabs.Panel value="segments" pt="lg">
          <SegmentsTab onViewContacts={(segmentId) => go('contacts', { segmentId })} />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="lg">
          <ImportTab onViewContacts={() => go('contacts')} />
        </Tabs.Panel>
        <Tabs.Panel value="suppressions" pt="lg">
          <SuppressionsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
