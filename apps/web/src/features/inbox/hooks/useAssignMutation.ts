import { useMutation, useQueryClient } from '@tanstack/react-query';
import { assignConversation } from '../api/inboxApi';
import { inboxQueryKeyRoot } from './inboxQueryKeys';

// useAssignMutation assigns a conversation to a member or unassigns it.
export function useAssignMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, assigneeId }: { id: string; assigneeId: string | null }) => assignConversation(id, assigneeId),
    onSuccess: () => qc.invalidateQueries({ queryKey: inboxQueryKeyRoot }),
  });
}
