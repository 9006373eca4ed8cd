import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeSession } from '../api/settingsApi';
import { sessionsQueryKey } from './useSessionsQuery';

// useRevokeSessionMutation signs one session out.
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
