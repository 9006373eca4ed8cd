import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendChatReply } from '../api/adminSiteApi';
import { chatQueryKeyRoot } from './useChatConversationsQuery';

export const sendChatReplyMutationKey = ['admin', 'chat', 'reply'] as const;

// useSendChatReplyMutation answers the visitor and reloads the thread and the list.
export function useSendChatReplyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendChatReplyMutationKey,
    mutationFn: ({ id, text }: { id: string; text: string }) => sendChatReply(id, text),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeyRoot }),
  });
}
