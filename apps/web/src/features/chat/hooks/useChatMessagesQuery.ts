import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchChatMessages, mergeMessages, type ChatMessage } from '../api/chatApi';

/** The open widget asks for new messages every 3 seconds. */
export const CHAT_POLL_MS = 3_000;

export const chatMessagesQueryKey = (visitorToken: string | null) => ['chat', 'messages', visitorToken] as const;

// useChatMessagesQuery keeps the whole conversation in the cache and, while polling, fetches only newer messages.
export function useChatMessagesQuery(visitorToken: string | null, polling: boolean) {
  const queryClient = useQueryClient();
  const key = chatMessagesQueryKey(visitorToken);
  return useQuery({
    queryKey: key,
    enabled: visitorToken !== null,
    refetchInterval: polling ? CHAT_POLL_MS : false,
    retry: false,
    queryFn: async ({ signal }) => {
      const known = queryClient.getQueryData<ChatMessage[]>(key) ?? [];
      const incoming = await fetchChatMessages(visitorToken ?? '', known.at(-1)?.timestamp, signal);
      return mergeMessages(queryClient.getQueryData<ChatMessage[]>(key) ?? known, incoming);
    },
  });
}
