// Calls of the live-chat endpoints; a visitor is identified by the token the first message returns.
import type { ChatMessageView, PublicSiteAnswer } from '@ulak/shared';
import { apiRequest } from '../../../lib/api';

export type ChatMessage = ChatMessageView;

export type StartedConversation = PublicSiteAnswer<'chatStarted'>;

const chatHeaders = (visitorToken: string) => ({ 'x-chat-token': visitorToken });

// startConversation opens a conversation with the visitor's first message.
export function startConversation(text: string, language: string): Promise<StartedConversation> {
  return apiRequest<StartedConversation>('/chat/conversations', { method: 'POST', body: { text, language }, token: null });
}

// sendChatMessage adds a visitor message to their conversation.
export async function sendChatMessage(visitorToken: string, text: string): Promise<ChatMessage> {
  const data = await apiRequest<PublicSiteAnswer<'chatMessage'>>('/chat/messages', {
    method: 'POST',
    body: { text },
    token: null,
    headers: chatHeaders(visitorToken),
  });
  return data.message;
}

// fetchChatMessages reads the conversation's messages, only those after `after` when given.
export async function fetchChatMessages(visitorToken: string, after?: string, signal?: AbortSignal): Promise<ChatMessage[]> {
  const query = after ? `?after=${encodeURIComponent(after)}` : '';
  const data = await apiRequest<PublicSiteAnswer<'chatMessages'>>(`/chat/messages${query}`, {
    token: null,
    headers: chatHeaders(visitorToken),
    signal,
  });
  return data.messages ?? [];
}

// mergeMessages adds new messages to a list without duplicates, ordered by time.
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
