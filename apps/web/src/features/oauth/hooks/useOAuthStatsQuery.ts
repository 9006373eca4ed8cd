import { useQuery } from '@tanstack/react-query';
import { fetchStats } from '../api/oauthApi';

export const oauthStatsQueryKey = ['oauth', 'stats'] as const;

// useOAuthStatsQuery loads the management screen's figures.
export function useOAuthStatsQuery() {
  return useQuery({ queryKey: oauthStatsQueryKey, queryFn: fetchStats });
}
