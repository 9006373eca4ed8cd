// Calls of the channels endpoints; every answer's type is inferred from the shared contract.
import type {
  ChannelCampaignInput,
  ChannelCampaignRecipientsResponse,
  ChannelCampaignResponse,
  ChannelCampaignsResponse,
  channelConsentInputSchema,
  ChannelConsentsResponse,
  ChannelKind,
  ChannelListResponse,
  ChannelMessagesResponse,
  ChannelResponse,
  ChannelSendInput,
  ChannelSendResponse,
  IntegrationsResponse,
  PushSnippetResponse,
  TelegramLinkResponse,
  ChannelUsageResponse,
  WhatsAppTemplatesResponse,
} from '@ulak/shared/channels';
import type { RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';

export type ChannelList = ChannelListResponse;
export type ChannelMessages = ChannelMessagesResponse;
export type MessagesFilter = { channel?: ChannelKind; status?: string; page: number; limit: number };

// fetchChannels lists every channel with its state (secrets never come back).
export async function fetchChannels(): Promise<ChannelList['channels']> {
  return (await apiRequest<ChannelList>('/channels')).channels;
}

// saveChannel stores a channel's settings; the server tests them at once and answers the new state.
export async function saveChannel(input: { channel: ChannelKind; settings: Record<string, string> }) {
  return (await apiRequest<ChannelResponse>(`/channels/${input.channel}`, { method: 'PUT', body: input.settings })).channel;
}

// testChannel runs the connection test now.
export async function testChannel(channel: ChannelKind) {
  return (await apiRequest<ChannelResponse>(`/channels/${channel}/test`, { method: 'POST' })).channel;
}

// disconnectChannel deletes a channel's configuration.
export async function disconnectChannel(channel: ChannelKind): Promise<void> {
  await apiRequest(`/channels/${channel}`, { method: 'DELETE' });
}

// fetchMessages reads a page of the outbound message log.
export async function fetchMessages(f: MessagesFilter): Promise<ChannelMessages> {
  const q = new URLSearchParams({ page: String(f.page), limit: String(f.limit) });
  if (f.channel) q.set('channel', f.channel);
  if (f.status) q.set('status', f.status);
  return apiRequest<ChannelMessages>(`/channels/messages?${q.toString()}`);
}

// sendMessage sends one message and returns its outcome (sent, skipped or failed with the reason).
export async function sendMessage(input: ChannelSendInput) {
  return (await apiRequest<ChannelSendResponse>('/channels/send', { method: 'POST', body: input })).result;
}

// fetchIntegrations lists the channel integrations for the settings Integrations tab.
export async function fetchIntegrations() {
  return (await apiRequest<IntegrationsResponse>('/channels/integrations')).integrations;
}

// fetchPushSnippet returns the script tag a workspace puts on its site.
export async function fetchPushSnippet() {
  return apiRequest<PushSnippetResponse>('/channels/push/snippet');
}

export type CampaignsFilter = { channel?: 'sms' | 'whatsapp' | 'push'; status?: 'draft' | 'sending' | 'sent'; page: number; limit: number };

// fetchCampaigns reads a page of the SMS, WhatsApp and push campaigns with their figures, newest first.
export async function fetchCampaigns(f: CampaignsFilter = { page: 1, limit: 50 }) {
  const q = new URLSearchParams({ page: String(f.page), limit: String(f.limit) });
  if (f.channel) q.set('channel', f.channel);
  if (f.status) q.set('status', f.status);
  return apiRequest<ChannelCampaignsResponse>(`/channels/campaigns?${q.toString()}`);
}

// fetchWhatsappTemplates lists the approved templates of the workspace's WhatsApp Business Account.
export async function fetchWhatsappTemplates() {
  return (await apiRequest<WhatsAppTemplatesResponse>('/channels/whatsapp/templates')).templates;
}

// fetchChannelUsage reads this month's SMS, WhatsApp and push messages against the plan's limits.
export async function fetchChannelUsage() {
  return apiRequest<ChannelUsageResponse>('/channels/usage');
}

// createCampaign stores a draft campaign.
export async function createCampaign(input: ChannelCampaignInput) {
  return (await apiRequest<ChannelCampaignResponse>('/channels/campaigns', { method: 'POST', body: input })).campaign;
}

// startCampaign starts sending a draft.
export async function startCampaign(id: string) {
  return (await apiRequest<ChannelCampaignResponse>(`/channels/campaigns/${encodeURIComponent(id)}/send`, { method: 'POST' })).campaign;
}

// deleteCampaign deletes a draft.
export async function deleteCampaign(id: string): Promise<void> {
  await apiRequest(`/channels/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

// fetchCampaignRecipients reads a page of a campaign's recipients with their statuses.
export async function fetchCampaignRecipients(id: string, page: number, limit: number) {
  return apiRequest<ChannelCampaignRecipientsResponse>(`/channels/campaigns/${encodeURIComponent(id)}/recipients?page=${page}&limit=${limit}`);
}

// fetchConsents reads a contact's per-channel addresses and consent.
export async function fetchConsents(contactId: string) {
  return (await apiRequest<ChannelConsentsResponse>(`/channels/consents?contactId=${encodeURIComponent(contactId)}`)).consents;
}

// saveConsent grants or revokes a contact's consent on a channel.
export async function saveConsent(input: RequestBody<typeof channelConsentInputSchema>): Promise<void> {
  await apiRequest('/channels/consents', { method: 'PUT', body: input });
}

// fetchTelegramLink returns the deep link a contact opens to link its Telegram chat.
export async function fetchTelegramLink(contactId: string) {
  return (await apiRequest<TelegramLinkResponse>(`/channels/telegram/link?contactId=${encodeURIComponent(contactId)}`)).url;
}
