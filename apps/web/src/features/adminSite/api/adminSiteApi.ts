// Calls of the platform admin's public-site screens: inquiries, status incidents, live chat and platform settings.
import { apiRequest } from '../../../lib/api';

export type Paged<T> = { items: T[]; total: number; page?: number; limit?: number };

export type Inquiry = {
  id: string;
  kind: 'contact' | 'demo';
  name: string | null;
  email: string;
  company: string | null;
  subject: string | null;
  message: string | null;
  contactType: string | null;
  language: string | null;
  handledAt: string | null;
  createdAt: string;
};

export const INCIDENT_STATUSES = ['investigating', 'identified', 'monitoring', 'resolved'] as const;
export const INCIDENT_IMPACTS = ['minor', 'major', 'critical', 'maintenance'] as const;
export const STATUS_SERVICES = ['api', 'database', 'queue', 'mail'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
export type IncidentImpact = (typeof INCIDENT_IMPACTS)[number];
export type StatusService = (typeof STATUS_SERVICES)[number];

export type IncidentUpdate = { time: string; status: IncidentStatus; message: string };
export type Incident = {
  id: string;
  title: string;
  status: IncidentStatus;
  impact: IncidentImpact;
  services: string[];
  startTime: string;
  resolvedAt: string | null;
  description: string | null;
  updates: IncidentUpdate[];
};
export type IncidentInput = { title: string; status?: IncidentStatus; impact: IncidentImpact; services: StatusService[]; description: string };
export type IncidentUpdateInput = { status: IncidentStatus; message: string };

export type ChatStatus = 'open' | 'closed';
export type ChatConversationItem = {
  id: string;
  status: ChatStatus;
  language: string | null;
  lastMessageAt: string | null;
  createdAt: string;
  lastText: string | null;
  lastSender: 'user' | 'agent' | null;
};
export type ChatMessage = { id: string; text: string; sender: 'user' | 'agent'; timestamp: string };
export type ChatConversation = { id: string; status: ChatStatus; language: string | null; createdAt: string; messages: ChatMessage[] };

export type Testimonial = { name: string; company: string; text: string; rating: number };
export type PlatformSettings = {
  supportEmail?: string | null;
  phone?: string | null;
  address?: string | null;
  whatsappNumber?: string | null;
  whatsappGreeting?: string | null;
  testimonials?: Testimonial[];
  /** Plan changes that cost money may apply without a payment provider (default: allowed). */
  planChangesWithoutPayment?: boolean;
};

const id = (v: string) => encodeURIComponent(v);

// fetchInquiries lists contact and demo requests, newest first.
export function fetchInquiries(page: number, limit: number): Promise<Paged<Inquiry>> {
  return apiRequest(`/admin/inquiries?page=${page}&limit=${limit}`);
}

// setInquiryHandled marks an inquiry handled or not.
export function setInquiryHandled(inquiryId: string, handled: boolean): Promise<{ inquiry: Inquiry }> {
  return apiRequest(`/admin/inquiries/${id(inquiryId)}`, { method: 'PATCH', body: { handled } });
}

// fetchIncidents lists status incidents, newest first.
export function fetchIncidents(page: number, limit: number): Promise<Paged<Incident>> {
  return apiRequest(`/admin/incidents?page=${page}&limit=${limit}`);
}

// createIncident records an incident shown on the status page.
export function createIncident(input: IncidentInput): Promise<{ incident: Incident }> {
  return apiRequest('/admin/incidents', { method: 'POST', body: input });
}

// addIncidentUpdate appends a status update to an incident.
export function addIncidentUpdate(incidentId: string, input: IncidentUpdateInput): Promise<{ incident: Incident }> {
  return apiRequest(`/admin/incidents/${id(incidentId)}/updates`, { method: 'POST', body: input });
}

// fetchChatConversations lists live-chat conversations with the given status, latest activity first.
export function fetchChatConversations(status: ChatStatus, page: number, limit: number): Promise<Paged<ChatConversationItem>> {
  return apiRequest(`/admin/chat/conversations?status=${status}&page=${page}&limit=${limit}`);
}

// fetchChatConversation reads one conversation with its messages.
export async function fetchChatConversation(conversationId: string): Promise<ChatConversation> {
  const data = await apiRequest<{ conversation: ChatConversation }>(`/admin/chat/conversations/${id(conversationId)}`);
  return data.conversation;
}

// sendChatReply answers the visitor.
export function sendChatReply(conversationId: string, text: string): Promise<{ message: ChatMessage }> {
  return apiRequest(`/admin/chat/conversations/${id(conversationId)}/messages`, { method: 'POST', body: { text } });
}

// setChatStatus closes or reopens a conversation.
export function setChatStatus(conversationId: string, status: ChatStatus): Promise<{ success: true }> {
  return apiRequest(`/admin/chat/conversations/${id(conversationId)}`, { method: 'PATCH', body: { status } });
}

// fetchPlatformSettings reads the platform settings.
export async function fetchPlatformSettings(): Promise<PlatformSettings> {
  const data = await apiRequest<{ settings: PlatformSettings | null }>('/admin/platform-settings');
  return data.settings ?? {};
}

// savePlatformSettings replaces the given fields of the platform settings.
export async function savePlatformSettings(input: PlatformSettings): Promise<PlatformSettings> {
  const data = await apiRequest<{ settings: PlatformSettings | null }>('/admin/platform-settings', { method: 'PUT', body: input });
  return data.settings ?? {};
}
