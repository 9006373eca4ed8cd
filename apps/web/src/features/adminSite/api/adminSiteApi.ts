// Calls of the platform admin's public-site screens: inquiries, status incidents, live chat and platform settings.
import type {
  CHAT_STATUSES,
  ChatConversationItemView,
  ChatConversationView,
  ChatMessageView,
  INCIDENT_IMPACTS,
  INCIDENT_STATUSES,
  incidentCreateSchema,
  incidentUpdateSchema,
  IncidentView,
  InquiryView,
  PlatformSettingsView,
  RequestBody,
  SiteAnswer,
  STATUS_SERVICES,
} from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type Inquiry = InquiryView;

export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];
export type StatusService = (typeof STATUS_SERVICES)[number];

export type IncidentUpdate = IncidentView['updates'][number];
export type Incident = IncidentView;
export type IncidentInput = RequestBody<typeof incidentCreateSchema>;
export type IncidentUpdateInput = RequestBody<typeof incidentUpdateSchema>;

export type ChatStatus = (typeof CHAT_STATUSES)[number];
export type ChatConversationItem = ChatConversationItemView;
export type ChatMessage = ChatMessageView;
export type ChatConversation = ChatConversationView;

export type Testimonial = NonNullable<PlatformSettingsView['testimonials']>[number];
export type PlatformSettings = PlatformSettingsView;

const id = (v: string) => encodeURIComponent(v);

// fetchInquiries lists contact and demo requests, newest first.
export function fetchInquiries(page: number, limit: number): Promise<SiteAnswer<'inquiries'>> {
  return apiRequest(`/admin/inquiries?page=${page}&limit=${limit}`);
}

// setInquiryHandled marks an inquiry handled or not.
export function setInquiryHandled(inquiryId: string, handled: boolean): Promise<SiteAnswer<'inquiry'>> {
  return apiRequest(`/admin/inquiries/${id(inquiryId)}`, { method: 'PATCH', body: { handled } });
}

// fetchIncidents lists status incidents, newest first.
export function fetchIncidents(page: number, limit: number): Promise<SiteAnswer<'incidents'>> {
  return apiRequest(`/admin/incidents?page=${page}&limit=${limit}`);
}

// createIncident records an incident shown on the status page.
export function createIncident(input: IncidentInput): Promise<SiteAnswer<'incident'>> {
  return apiRequest('/admin/incidents', { method: 'POST', body: input });
}

// addIncidentUpdate appends a status update to an incident.
export function addIncidentUpdate(incidentId: string, input: IncidentUpdateInput): Promise<SiteAnswer<'incident'>> {
  return apiRequest(`/admin/incidents/${id(incidentId)}/updates`, { method: 'POST', body: input });
}

// fetchChatConversations lists live-chat conversations with the given status, latest activity first.
export function fetchChatConversations(status: ChatStatus, page: number, limit: number): Promise<SiteAnswer<'chatConversations'>> {
  return apiRequest(`/admin/chat/conversations?status=${status}&page=${page}&limit=${limit}`);
}

// fetchChatConversation reads one conversation with its messages.
export async function fetchChatConversation(conversationId: string): Promise<ChatConversation> {
  const data = await apiRequest<SiteAnswer<'chatConversation'>>(`/admin/chat/conversations/${id(conversationId)}`);
  return data.conversation;
}

// sendChatReply answers the visitor.
export function sendChatReply(conversationId: string, text: string): Promise<SiteAnswer<'chatMessage'>> {
  return apiRequest(`/admin/chat/conversations/${id(conversationId)}/messages`, { method: 'POST', body: { text } });
}

// setChatStatus closes or reopens a conversation.
export function setChatStatus(conversationId: string, status: ChatStatus): Promise<SiteAnswer<'done'>> {
  return apiRequest(`/admin/chat/conversations/${id(conversationId)}`, { method: 'PATCH', body: { status } });
}

// fetchPlatformSettings reads the platform settings.
export async function fetchPlatformSettings(): Promise<PlatformSettings> {
  const data = await apiRequest<SiteAnswer<'platformSettings'>>('/admin/platform-settings');
  return data.settings;
}

// savePlatformSettings replaces the given fields of the platform settings.
export async function savePlatformSettings(input: PlatformSettings): Promise<PlatformSettings> {
  const data = await apiRequest<SiteAnswer<'platformSettings'>>('/admin/platform-settings', { method: 'PUT', body: input });
  return data.settings;
}
