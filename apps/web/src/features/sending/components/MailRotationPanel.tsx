import { Tabs } from '@mantine/core';
import { IconArrowsShuffle, IconChartBar, IconId, IconServer, IconShieldCheck, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../campaigns/campaignsI18n';
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
    <Tabs defaultValue="servers" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="servers" leftSection={<IconServer size={16} />} data-testid="rotation-tab-servers">
          {t('campaigns.rotation.tabs.servers')}
        </Tabs.Tab>
        <Tabs.Tab value="strategy" leftSection={<IconArrowsShuffle size={16} />} data-testid="rotation-tab-strategy">
          {t('campaigns.rotation.tabs.strategy')}
        </Tabs.Tab>
        <Tabs.Tab value="stats" leftSection={<IconChartBar size={16} />} data-testid="rotation-tab-stats">
          {t('campaigns.rotation.tabs.stats')}
        </Tabs.Tab>
        <Tabs.Tab value="identities" leftSection={<IconId size={16} />} data-testid="rotation-tab-identities">
          {t('campaigns.rotation.tabs.identities')}
        </Tabs.Tab>
        <Tabs.Tab value="dkim" leftSection={<IconSignature size={16} />} data-testid="rotation-tab-dkim">
          {t('campaigns.rotation.tabs.dkim')}
        </Tabs.Tab>
        <Tabs.Tab value="domains" leftSection={<IconShieldCheck size={16} />} data-testid="rotation-tab-domains">
          {t('campaigns.rotation.tabs.domains')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="servers" pt="md">
        <ServersTab />
      </Tabs.Panel>
      <Tabs.Panel value="strategy" pt="md">
        <StrategyTab />
      </Tabs.Panel>
      <Tabs.Panel value="stats" pt="md">
        <StatsTab />
      </Tabs.Panel>
      <Tabs.Panel value="identities" pt="md">
        <IdentitiesCard />
      </Tabs.Panel>
      <Tabs.Panel value="dkim" pt="md">
        <DkimCard />
      </Tabs.Panel>
      <Tabs.Panel value="domains" pt="md">
        <DomainsCard />
      </Tabs.Panel>
    </Tabs>
  );
}
