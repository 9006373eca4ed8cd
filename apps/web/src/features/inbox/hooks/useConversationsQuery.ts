import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchConversations, type ConversationFilters } from '../api/inboxApi';
import { conversationsQueryKeyRoot } from './inboxQueryKeys';

export const conversationsQueryKey = (f: ConversationFilters) => [...conversationsQueryKeyRoot, f] as const;

// useConversationsQuery lists the conversations for the filters (kept fresh by the event stream, not by polling).
export function useConversationsQuery(f: ConversationFilters) {
  return useQuery({ queryKey: conversationsQueryKey(f), queryFn: () => fetchConversations(f), placeholderData: keepPreviousData });
}
