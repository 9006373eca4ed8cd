import { useQuery } from '@tanstack/react-query';
import { fetchCrmAnalytics } from '../api/analyticsApi';
import { crmAnalyticsQueryKey } from './crmQueryKeys';

export { crmAnalyticsQueryKey };

// useCrmAnalyticsQuery loads the CRM figures (also behind the KPI cards).
export function useCrmAnalyticsQuery() {
  return useQuery({ queryKey: crmAnalyticsQueryKey, queryFn: fetchCrmAnalytics });
}
