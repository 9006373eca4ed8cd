import { useQuery } from '@tanstack/react-query';
import { fetchPlatformOverview } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const platformOverviewQueryKey = [...adminQueryRoot, 'platform'] as const;

// usePlatformOverviewQuery loads the platform's settings from the server's configuration.
export function usePlatformOverviewQuery() {
  return useQuery({ queryKey: platformOverviewQueryKey, queryFn: fetchPlatformOverview });
}
