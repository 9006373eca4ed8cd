import { useQuery } from '@tanstack/react-query';
import { fetchChatConversation } from '../api/adminSiteApi';
import { CHAT_POLL_MS, chatQueryKeyRoot } from './useChatConversationsQuery';

export const chatConversationQueryKey = (id: string) => [...chatQueryKeyRoot, 'conversation', id] as const;

// useChatConversationQuery loads one conversation and polls it every 3 seconds while shown.
export function useChatConversationQuery(id: string | null) {
  return useQuery({
    queryKey: chatConversationQueryKey(id ?? ''),
    queryFn: () => fetchChatConversation(id ?? ''),
    enabled: id !== null,
    refetchInterval: CHAT_POLL_MS,
  });
}
