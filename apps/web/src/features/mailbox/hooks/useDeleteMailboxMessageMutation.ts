import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMailboxMessage } from '../api/mailboxApi';
import { mailboxQueryKeyRoot } from './useMailboxQuery';
import { mailboxMessageQueryKey } from './useMailboxMessageQuery';

export const deleteMailboxMessageMutationKey = ['admin', 'mailbox', 'delete'] as const;

// useDeleteMailboxMessageMutation deletes a captured message, forgets its cached body and reloads the list.
export function useDeleteMailboxMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMailboxMessageMutationKey,
    mutationFn: (id: string) => deleteMailboxMessage(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: mailboxMessageQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: [...mailboxQueryKeyRoot, 'list'] });
    },
  });
}
