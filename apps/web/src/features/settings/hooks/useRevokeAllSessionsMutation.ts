import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeAllSessions } from '../api/settingsApi';
import { sessionsQueryKey } from './useSessionsQuery';

// useRevokeAllSessionsMutation signs out everywhere.
export function useRevokeAllSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keepCurrent: boolean) => revokeAllSessions(keepCurrent),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
