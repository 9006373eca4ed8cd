import { useQuery } from '@tanstack/react-query';
import { fetchImpersonation } from '../api/adminApi';

export const impersonationQueryKey = ['admin-session', 'impersonation'] as const;

// useImpersonationQuery tells whether the signed-in session is an admin's impersonation (the banner).
export function useImpersonationQuery(enabled: boolean) {
  return useQuery({ queryKey: impersonationQueryKey, queryFn: fetchImpersonation, enabled, staleTime: 60_000 });
}
