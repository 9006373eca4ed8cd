import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRealtimeDashboard, type DashboardRange } from '../api/dashboardApi';

export const dashboardQueryKeyRoot = ['dashboard', 'realtime'] as const;
export const realtimeDashboardQueryKey = (range: DashboardRange) => [...dashboardQueryKeyRoot, range] as const;

/** Dashboard data is polled every 30 seconds (seed 001 §4). */
export const DASHBOARD_POLL_MS = 30_000;

// useRealtimeDashboardQuery loads the dashboard for a range and polls it every 30 seconds.
export function useRealtimeDashboardQuery(range: DashboardRange) {
  return useQuery({
    queryKey: realtimeDashboardQueryKey(range),
    queryFn: () => fetchRealtimeDashboard(range),
    refetchInterval: DASHBOARD_POLL_MS,
    placeholderData: keepPreviousData,
  });
}
