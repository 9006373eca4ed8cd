import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateMailServer, type MailServerPatch } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const updateMailServerMutationKey = [...mailServersQueryKeyRoot, 'update'] as const;

// useUpdateMailServerMutation changes, pauses or resumes a server and reloads the servers and stats.
export function useUpdateMailServerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateMailServerMutationKey,
    mutationFn: ({ id, body }: { id: string; body: MailServerPatch }) => updateMailServer(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailServersQueryKeyRoot }),
  });
}
