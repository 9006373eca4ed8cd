import { Stack } from '@mantine/core';
import { IconChartPie, IconFileImport, IconList, IconShieldOff, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../features/audience/audienceI18n';
import { PageHeader } from '../../../ui/PageHeader';
import { PanelTabs } from '../../../ui/PanelTabs';
import { useTabParam } from '../../../ui/useTabParam';
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
const TAB_KEYS = TABS.map((tab) => tab.key);

// ContactsPage is the audience screen (/app/contacts): contacts, lists, segments, import and suppressions (?tab= selects one).
export function ContactsPage() {
  const { t } = useTranslation();
  usePageMeta(t('audience.page.title'), t('audience.page.text'));
  const [active, go] = useTabParam(TAB_KEYS);
  const panels = {
    contacts: <ContactsTab onImport={() => go('import')} />,
    lists: <ListsTab onViewContacts={(listId) => go('contacts', { listId })} />,
    segments: <SegmentsTab onViewContacts={(segmentId) => go('contacts', { segmentId })} />,
    import: <ImportTab onViewContacts={() => go('contacts')} />,
    suppressions: <SuppressionsTab />,
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('audience.page.title')} description={t('audience.page.text')} />
      <PanelTabs
        value={active}
        onChange={go}
        testId="audience-tab"
        pt="lg"
        wrap
        tabs={TABS.map(({ key, icon }) => ({ key, icon, label: t(`audience.page.tabs.${key}`), panel: panels[key] }))}
      />
    </Stack>
  );
}
