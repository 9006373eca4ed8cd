import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendReply } from '../api/inboxApi';
import { inboxQueryKeyRoot } from './inboxQueryKeys';

// useReplyMutation sends an agent's reply on the conversation's channel.
export function useReplyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) => sendReply(id, text),
    onSuccess: () => qc.invalidateQueries({ queryKey: inboxQueryKeyRoot }),
  });
}
