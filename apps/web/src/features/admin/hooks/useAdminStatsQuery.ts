import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRange } from '@ulak/shared';
import { fetchStats } from '../api/adminApi';

export const adminQueryRoot = ['admin', 'panel'] as const;
export const adminStatsQueryKey = (range: AdminRange) => [...adminQueryRoot, 'stats', range] as const;

// useAdminStatsQuery loads the four stat cards for a range.
export function useAdminStatsQuery(range: AdminRange) {
  return useQuery({ queryKey: adminStatsQueryKey(range), queryFn: () => fetchStats(range), placeholderData: keepPreviousData });
}
