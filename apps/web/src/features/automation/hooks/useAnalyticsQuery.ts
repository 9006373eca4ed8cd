import { useQuery } from '@tanstack/react-query';
import { fetchAnalytics } from '../api/automationApi';
import { analyticsQueryKey } from './automationQueryKeys';

// useAnalyticsQuery loads the stat cards and per-workflow figures.
export function useAnalyticsQuery() {
  return useQuery({ queryKey: analyticsQueryKey, queryFn: fetchAnalytics });
}
