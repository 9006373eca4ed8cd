import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setChatStatus, type ChatStatus } from '../api/adminSiteApi';
import { chatQueryKeyRoot } from './useChatConversationsQuery';

export const setChatStatusMutationKey = ['admin', 'chat', 'status'] as const;

// useSetChatStatusMutation closes or reopens a conversation and reloads the chat screens.
export function useSetChatStatusMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setChatStatusMutationKey,
    mutationFn: ({ id, status }: { id: string; status: ChatStatus }) => setChatStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatQueryKeyRoot }),
  });
}
