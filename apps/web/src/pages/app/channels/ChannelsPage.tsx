import { Stack } from '@mantine/core';
import { IconList, IconPlugConnected, IconSend, IconShieldCheck, IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import '../../../features/channels/i18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { PanelTabs } from '../../../ui/PanelTabs';
import { useTabParam } from '../../../ui/useTabParam';
import { ChannelCampaigns } from '../../../features/channels/components/ChannelCampaigns';
import { ChannelCards } from '../../../features/channels/components/ChannelCards';
import { ContactConsent } from '../../../features/channels/components/ContactConsent';
import { MessageLog } from '../../../features/channels/components/MessageLog';
import { SendMessageForm } from '../../../features/channels/components/SendMessageForm';

const TABS = [
  { key: 'channels', icon: IconPlugConnected, panel: ChannelCards },
  { key: 'campaigns', icon: IconSpeakerphone, panel: ChannelCampaigns },
  { key: 'messages', icon: IconList, panel: MessageLog },
  { key: 'send', icon: IconSend, panel: SendMessageForm },
  { key: 'consent', icon: IconShieldCheck, panel: ContactConsent },
] as const;
const TAB_KEYS = TABS.map((tab) => tab.key);

// ChannelsPage is /app/channels: configure and test each channel, SMS / WhatsApp / push campaigns, the outbound message
// log, sending one message, and a contact's consent per channel (?tab=).
export function ChannelsPage() {
  const { t } = useTranslation();
  usePageMeta(t('channels.page.title'), t('channels.page.text'));
  const [tab, go] = useTabParam(TAB_KEYS);
  return (
    <Stack gap={0}>
      <PageHeader title={t('channels.page.title')} description={t('channels.page.text')} />
      <PanelTabs
        value={tab}
        onChange={go}
        testId="channels-tab"
        listMb="md"
        tabs={TABS.map(({ key, icon, panel: Panel }) => ({ key, icon, label: t(`channels.tabs.${key}`), panel: <Panel /> }))}
      />
    </Stack>
  );
}
