import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteMailServer } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const deleteMailServerMutationKey = [...mailServersQueryKeyRoot, 'delete'] as const;

// useDeleteMailServerMutation removes a server and reloads the servers and stats.
export function useDeleteMailServerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteMailServerMutationKey,
    mutationFn: (id: string) => deleteMailServer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailServersQueryKeyRoot }),
  });
}
