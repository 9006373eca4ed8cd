import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testMailServer } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const testMailServerMutationKey = [...mailServersQueryKeyRoot, 'test'] as const;

// useTestMailServerMutation tests a server's connection and sign-in; the latency figures reload afterwards.
export function useTestMailServerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: testMailServerMutationKey,
    mutationFn: (id: string) => testMailServer(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailServersQueryKeyRoot }),
  });
}
