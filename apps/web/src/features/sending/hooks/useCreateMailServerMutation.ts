import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createMailServer, type MailServerInput } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const createMailServerMutationKey = [...mailServersQueryKeyRoot, 'create'] as const;

// useCreateMailServerMutation adds a server and reloads the servers and stats.
export function useCreateMailServerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createMailServerMutationKey,
    mutationFn: (body: MailServerInput) => createMailServer(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailServersQueryKeyRoot }),
  });
}
