import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DASHBOARD_POLL_MS } from '@ulak/shared/analytics';
import { fetchRealtimeDashboard, type DashboardRange } from '../api/dashboardApi';

export const dashboardQueryKeyRoot = ['dashboard', 'realtime'] as const;
export const realtimeDashboardQueryKey = (range: DashboardRange) => [...dashboardQueryKeyRoot, range] as const;

export { DASHBOARD_POLL_MS };

// useRealtimeDashboardQuery loads the dashboard for a range and polls it every 30 seconds.
export function useRealtimeDashboardQuery(range: DashboardRange) {
  return useQuery({
    queryKey: realtimeDashboardQueryKey(range),
    queryFn: () => fetchRealtimeDashboard(range),
    refetchInterval: DASHBOARD_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
