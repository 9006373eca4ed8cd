import { useQuery } from '@tanstack/react-query';
import { fetchAlerts } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminAlertsQueryKey = [...adminQueryRoot, 'alerts'] as const;

// useAdminAlertsQuery loads the alerts whose condition holds now, refreshed every 30 seconds.
export function useAdminAlertsQuery() {
  return useQuery({ queryKey: adminAlertsQueryKey, queryFn: fetchAlerts, refetchInterval: 30_000 });
}
