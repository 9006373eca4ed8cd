import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsPeriod } from '@ulak/shared/analytics';
import { fetchComprehensive } from '../api/analyticsApi';

export const analyticsQueryKeyRoot = ['analytics', 'comprehensive'] as const;
export const comprehensiveQueryKey = (days: AnalyticsPeriod) => [...analyticsQueryKeyRoot, days] as const;

// useComprehensiveQuery loads the analytics report for a period.
export function useComprehensiveQuery(days: AnalyticsPeriod) {
  return useQuery({ queryKey: comprehensiveQueryKey(days), queryFn: () => fetchComprehensive(days), placeholderData: keepPreviousData });
}
