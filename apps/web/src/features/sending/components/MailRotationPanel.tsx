import { IconArrowsShuffle, IconChartBar, IconId, IconServer, IconShieldCheck, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../campaigns/campaignsI18n';
import { PanelTabs } from '../../../ui/PanelTabs';
import { DkimCard } from './DkimCard';
import { DomainsCard } from './DomainsCard';
import { IdentitiesCard } from './IdentitiesCard';
import { ServersTab } from './ServersTab';
import { StatsTab } from './StatsTab';
import { StrategyTab } from './StrategyTab';

// MailRotationPanel is the mail rotation screen (seed 001 §2): tabs servers, strategy and stats, plus sender identities,
// DKIM signing and the sending domains (with their DNS checks) campaigns through the platform may use in From.
export function MailRotationPanel() {
  const { t } = useTranslation();
  return (
    <PanelTabs
      defaultValue="servers"
      testId="rotation-tab"
      pt="md"
      tabs={[
        { key: 'servers', icon: IconServer, label: t('campaigns.rotation.tabs.servers'), panel: <ServersTab /> },
        { key: 'strategy', icon: IconArrowsShuffle, label: t('campaigns.rotation.tabs.strategy'), panel: <StrategyTab /> },
        { key: 'stats', icon: IconChartBar, label: t('campaigns.rotation.tabs.stats'), panel: <StatsTab /> },
        { key: 'identities', icon: IconId, label: t('campaigns.rotation.tabs.identities'), panel: <IdentitiesCard /> },
        { key: 'dkim', icon: IconSignature, label: t('campaigns.rotation.tabs.dkim'), panel: <DkimCard /> },
        { key: 'domains', icon: IconShieldCheck, label: t('campaigns.rotation.tabs.domains'), panel: <DomainsCard /> },
      ]}
    />
  );
}
