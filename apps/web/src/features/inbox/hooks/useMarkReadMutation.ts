import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationRead } from '../api/inboxApi';
import { conversationsQueryKeyRoot } from './inboxQueryKeys';

// useMarkReadMutation marks a conversation read.
export function useMarkReadMutation() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: markConversationRead, onSuccess: () => qc.invalidateQueries({ queryKey: conversationsQueryKeyRoot }) });
}
