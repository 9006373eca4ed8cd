import { useQuery } from '@tanstack/react-query';
import { fetchMe } from '../api/authApi';

export const meQueryKey = ['auth', 'me'] as const;

// useMeQuery loads the signed-in user when a token is stored; never retried, a failure signs out.
export function useMeQuery(enabled: boolean) {
  return useQuery({
    queryKey: meQueryKey,
    queryFn: () => fetchMe(),
    enabled,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
