// Calls of the unified inbox's endpoints; the types are the shared contract's schemas.
import type {
  inboxOkSchema,
  InboxConversationResponse,
  InboxListFilters,
  InboxListResponse,
  InboxMembersResponse,
  InboxMessageResponse,
  InboxStatus,
  InboxStreamTokenResponse,
  InboxThreadResponse,
  InboxWidgetSettings,
} from '@ulak/shared/inbox';
import type { Answer } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';
import { queryString } from '../../../lib/files';

export type ConversationFilters = Omit<InboxListFilters, 'page' | 'pageSize'> & { page: number; pageSize: number };
export type ConversationList = InboxListResponse;
export type Thread = InboxThreadResponse;
export type Members = InboxMembersResponse;
export type WidgetSettings = InboxWidgetSettings;

const conv = (id: string) => `/inbox/conversations/${encodeURIComponent(id)}`;

// fetchConversations lists conversations with the given filters and page.
export const fetchConversations = (f: ConversationFilters) => apiRequest<ConversationList>(`/inbox/conversations${queryString({ ...f })}`);
// fetchThread loads a conversation's messages and its contact.
export const fetchThread = (id: string) => apiRequest<Thread>(conv(id));
// sendReply answers on the conversation's channel.
export const sendReply = (id: string, text: string) => apiRequest<InboxMessageResponse>(`${conv(id)}/reply`, { method: 'POST', body: { text } });
// assignConversation gives the conversation to a member (null unassigns).
export const assignConversation = (id: string, assigneeId: string | null) =>
  apiRequest<InboxConversationResponse>(`${conv(id)}/assign`, { method: 'POST', body: { assigneeId } });
// setConversationStatus resolves or reopens.
export const setConversationStatus = (id: string, status: InboxStatus) =>
  apiRequest<InboxConversationResponse>(`${conv(id)}/status`, { method: 'POST', body: { status } });
// markConversationRead sets the unread count to 0.
export const markConversationRead = (id: string) => apiRequest<InboxConversationResponse>(`${conv(id)}/read`, { method: 'POST' });
// sendTyping tells the customer (on chat) and the other agents that this agent is typing.
export const sendTyping = (id: string, typing: boolean) => apiRequest<Answer<typeof inboxOkSchema>>(`${conv(id)}/typing`, { method: 'POST', body: { typing } });
// fetchMembers lists the members a conversation can be assigned to.
export const fetchMembers = () => apiRequest<Members>('/inbox/members');
// fetchStreamToken gets the short-lived token that opens the event stream.
export const fetchStreamToken = () => apiRequest<InboxStreamTokenResponse>('/inbox/stream-token', { method: 'POST' });
// fetchWidgetSettings returns the widget's key, snippet, greeting and reply address.
export const fetchWidgetSettings = () => apiRequest<WidgetSettings>('/inbox/widget');
// updateWidgetGreeting saves the widget's greeting (null for the default).
export const updateWidgetGreeting = (greeting: string | null) => apiRequest<WidgetSettings>('/inbox/widget', { method: 'PUT', body: { greeting } });
