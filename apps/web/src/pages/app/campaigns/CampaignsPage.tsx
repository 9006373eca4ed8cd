import { useState } from 'react';
import { DripModal } from '../../../features/campaigns/components/DripModal';
import { Alert, Button, Stack } from '@mantine/core';
import {
  IconDroplet,
  IconAlertTriangle,
  IconChartBar,
  IconChartPie,
  IconList,
  IconPalette,
  IconPlus,
  IconRefresh,
  IconServer,
  IconSettings,
  IconTemplate,
} from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../../features/campaigns/campaignsI18n';
import { PageHeader } from '../../../ui/PageHeader';
import { PanelTabs } from '../../../ui/PanelTabs';
import { useTabParam } from '../../../ui/useTabParam';
import { usePageMeta } from '../../../lib/usePageMeta';
import { serverErrorText } from '../../../lib/api';
import type { Campaign } from '../../../features/campaigns/api/campaignsApi';
import { CampaignKpis } from '../../../features/campaigns/components/CampaignKpis';
import { CampaignsTab } from '../../../features/campaigns/components/CampaignsTab';
import { PerformanceTab } from '../../../features/campaigns/components/PerformanceTab';
import { SegmentsOverview } from '../../../features/campaigns/components/SegmentsOverview';
import { CampaignWizard } from '../../../features/campaigns/components/wizard/CampaignWizard';
import { campaignsQueryKeyRoot } from '../../../features/campaigns/hooks/campaignsQueryKeys';
import { useCampaignAnalyticsQuery } from '../../../features/campaigns/hooks/useCampaignAnalyticsQuery';
import { segmentsQueryKeyRoot, listsQueryKeyRoot } from '../../../features/audience/hooks/audienceQueryKeys';
import { MailRotationDialog } from '../../../features/sending/components/MailRotationDialog';
import { MailRotationPanel } from '../../../features/sending/components/MailRotationPanel';
import { sendingQueryKeyRoot } from '../../../features/sending/hooks/sendingQueryKeys';
import { EditorTab } from '../../../features/templates/components/EditorTab';
import { TemplatesTab } from '../../../features/templates/components/TemplatesTab';
import { templatesQueryKeyRoot } from '../../../features/templates/hooks/templatesQueryKeys';

const TABS = [
  { key: 'campaigns', icon: IconList },
  { key: 'templates', icon: IconTemplate },
  { key: 'editor', icon: IconPalette },
  { key: 'segments', icon: IconChartPie },
  { key: 'analytics', icon: IconChartBar },
  { key: 'settings', icon: IconSettings },
] as const;
const TAB_KEYS = TABS.map((tab) => tab.key);
const REFRESHED = [campaignsQueryKeyRoot, templatesQueryKeyRoot, sendingQueryKeyRoot, segmentsQueryKeyRoot, listsQueryKeyRoot];

// CampaignsPage is /app/campaigns (seed 001 §2): KPI cards, the tabs campaigns, templates, editor, segments,
// analytics and settings (?tab= selects one), Refresh, Mail rotation and New campaign.
export function CampaignsPage() {
  const { t } = useTranslation();
  usePageMeta(t('campaigns.page.title'), t('campaigns.page.text'));
  const [active, go] = useTabParam(TAB_KEYS);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ predicate: (q) => REFRESHED.some((root) => root.every((part, i) => q.queryKey[i] === part)) });
  const analytics = useCampaignAnalyticsQuery();
  const [wizardOpen, setWizardOpen] = useState(false);
  const [editing, setEditing] = useState<Campaign | null>(null);
  const [rotationOpen, setRotationOpen] = useState(false);
  const [dripOpen, setDripOpen] = useState(false);

  const panels = {
    campaigns: <CampaignsTab onNew={() => setWizardOpen(true)} onEdit={setEditing} />,
    templates: <TemplatesTab />,
    editor: <EditorTab onSaved={() => go('templates')} />,
    segments: <SegmentsOverview />,
    analytics: <PerformanceTab />,
    settings: <MailRotationPanel />,
  };

  const refresh = () => {
    for (const queryKey of REFRESHED) void queryClient.invalidateQueries({ queryKey });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('campaigns.page.title')}
        description={t('campaigns.page.text')}
        actions={
          <>
            <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={refresh} loading={fetching > 0} data-testid="campaigns-refresh">
              {t('campaigns.page.refresh')}
            </Button>
            <Button variant="default" leftSection={<IconServer size={16} />} onClick={() => setRotationOpen(true)} data-testid="campaigns-rotation">
              {t('campaigns.page.rotation')}
            </Button>
            <Button variant="default" leftSection={<IconDroplet size={16} />} onClick={() => setDripOpen(true)} data-testid="campaigns-new-drip">
              {t('campaigns.drip.button')}
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setWizardOpen(true)} data-testid="campaigns-new">
              {t('campaigns.page.newCampaign')}
            </Button>
          </>
        }
      />
      {analytics.isError && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          {serverErrorText(analytics.error, t('campaigns.kpis.loadError'))}
        </Alert>
      )}
      <CampaignKpis analytics={analytics.data} />
      <PanelTabs
        value={active}
        onChange={go}
        testId="campaigns-tab"
        pt="lg"
        wrap
        tabs={TABS.map(({ key, icon }) => ({ key, icon, label: t(`campaigns.page.tabs.${key}`), panel: panels[key] }))}
      />
      <CampaignWizard key="new" opened={wizardOpen} onClose={() => setWizardOpen(false)} onSuccess={() => go('campaigns')} />
      {editing && <CampaignWizard key={editing.id} opened campaign={editing} onClose={() => setEditing(null)} onSuccess={() => go('campaigns')} />}
      <MailRotationDialog opened={rotationOpen} onClose={() => setRotationOpen(false)} />
      <DripModal opened={dripOpen} onClose={() => setDripOpen(false)} />
    </Stack>
  );
}
