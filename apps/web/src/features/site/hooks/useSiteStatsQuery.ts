import { useQuery } from '@tanstack/react-query';
import { fetchSiteStats } from '../api/siteApi';

export const siteStatsQueryKey = ['site', 'stats'] as const;

// useSiteStatsQuery loads the platform's real figures.
export function useSiteStatsQuery() {
  return useQuery({ queryKey: siteStatsQueryKey, queryFn: fetchSiteStats, staleTime: 5 * 60 * 1000 });
}
