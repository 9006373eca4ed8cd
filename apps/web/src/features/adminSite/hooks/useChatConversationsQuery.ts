import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchChatConversations, type ChatStatus } from '../api/adminSiteApi';

export const chatQueryKeyRoot = ['admin', 'chat'] as const;
export const chatConversationsQueryKey = (status: ChatStatus, page: number, limit: number) => [...chatQueryKeyRoot, 'list', status, page, limit] as const;

/** How often the admin chat screens ask for new messages. */
export const CHAT_POLL_MS = 3000;

// useChatConversationsQuery loads one page of conversations with the given status, refreshed while open.
export function useChatConversationsQuery(status: ChatStatus, page: number, limit: number) {
  return useQuery({
    queryKey: chatConversationsQueryKey(status, page, limit),
    queryFn: () => fetchChatConversations(status, page, limit),
    placeholderData: keepPreviousData,
    refetchInterval: CHAT_POLL_MS,
  });
}
