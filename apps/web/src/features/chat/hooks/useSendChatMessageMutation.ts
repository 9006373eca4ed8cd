import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mergeMessages, sendChatMessage, type ChatMessage } from '../api/chatApi';
import { chatMessagesQueryKey } from './useChatMessagesQuery';

export const sendChatMessageMutationKey = ['chat', 'send'] as const;

// useSendChatMessageMutation sends a visitor message and appends it to the conversation.
export function useSendChatMessageMutation(visitorToken: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendChatMessageMutationKey,
    mutationFn: (text: string) => sendChatMessage(visitorToken ?? '', text),
    onSuccess: (message) => queryClient.setQueryData<ChatMessage[]>(chatMessagesQueryKey(visitorToken), (current) => mergeMessages(current ?? [], [message])),
  });
}
