import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startConversation } from '../api/chatApi';
import { chatMessagesQueryKey } from './useChatMessagesQuery';

export const startChatMutationKey = ['chat', 'start'] as const;

// useStartChatMutation opens a conversation and seeds the message cache with its first messages.
export function useStartChatMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: startChatMutationKey,
    mutationFn: ({ text, language }: { text: string; language: string }) => startConversation(text, language),
    onSuccess: (data) => queryClient.setQueryData(chatMessagesQueryKey(data.visitorToken), data.messages),
  });
}
