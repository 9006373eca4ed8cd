import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InboxStatus } from '@ulak/shared/inbox';
import { setConversationStatus } from '../api/inboxApi';
import { inboxQueryKeyRoot } from './inboxQueryKeys';

// useStatusMutation resolves or reopens a conversation.
export function useStatusMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: InboxStatus }) => setConversationStatus(id, status),
    onSuccess: () => qc.invalidateQueries({ queryKey: inboxQueryKeyRoot }),
  });
}
