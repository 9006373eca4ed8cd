import { useQuery } from '@tanstack/react-query';
import { fetchSessions } from '../api/settingsApi';

export const sessionsQueryKey = ['settings', 'sessions'] as const;

// useSessionsQuery lists the caller's sessions.
export function useSessionsQuery() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: fetchSessions });
}
