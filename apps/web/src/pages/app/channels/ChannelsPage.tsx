import { Stack, Tabs } from '@mantine/core';
import { IconList, IconPlugConnected, IconSend, IconShieldCheck, IconSpeakerphone } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import '../../../features/channels/i18n';
import { usePageMeta } from '../../../lib/usePageMeta';
import { PageHeader } from '../../../ui/PageHeader';
import { ChannelCampaigns } from '../../../features/channels/components/ChannelCampaigns';
import { ChannelCards } from '../../../features/channels/components/ChannelCards';
import { ContactConsent } from '../../../features/channels/components/ContactConsent';
import { MessageLog } from '../../../features/channels/components/MessageLog';
import { SendMessageForm } from '../../../features/channels/components/SendMessageForm';

const TABS = [
  { key: 'channels', icon: IconPlugConnected },
  { key: 'campaigns', icon: IconSpeakerphone },
  { key: 'messages', icon: IconList },
  { key: 'send', icon: IconSend },
  { key: 'consent', icon: IconShieldCheck },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const isTab = (v: string | null): v is TabKey => TABS.some((tab) => tab.key === v);

// ChannelsPage is /app/channels: configure and test each channel, SMS / WhatsApp / push campaigns, the outbound message
// log, sending one message, and a contact's consent per channel (?tab=).
export function ChannelsPage() {
  const { t } = useTranslation();
  usePageMeta(t('channels.page.title'), t('channels.page.text'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'channels';
  return (
    <Stack gap={0}>
      <PageHeader title={t('channels.page.title')} description={t('channels.page.text')} />
      <Tabs value={tab} onChange={(v) => setParams(v && v !== 'channels' ? { tab: v } : {})} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map(({ key, icon: Icon }) => (
            <Tabs.Tab key={key} value={key} leftSection={<Icon size={16} />} data-testid={`channels-tab-${key}`}>
              {t(`channels.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="channels">
          <ChannelCards />
        </Tabs.Panel>
        <Tabs.Panel value="campaigns">
          <ChannelCampaigns />
        </Tabs.Panel>
        <Tabs.Panel value="messages">
          <MessageLog />
        </Tabs.Panel>
        <Tabs.Panel value="send">
          <SendMessageForm />
        </Tabs.Panel>
        <Tabs.Panel value="consent">
          <ContactConsent />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
