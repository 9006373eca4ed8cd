import { useQuery } from '@tanstack/react-query';
import { fetchHealth } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminHealthQueryKey = [...adminQueryRoot, 'health'] as const;

// useAdminHealthQuery loads the system metrics, refreshed every 30 seconds.
export function useAdminHealthQuery() {
  return useQuery({ queryKey: adminHealthQueryKey, queryFn: fetchHealth, refetchInterval: 30_000 });
}
