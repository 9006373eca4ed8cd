import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminRange } from '@ulak/shared';
import { fetchSubscriptions } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const adminSubscriptionsQueryKey = (range: AdminRange, page: number, limit: number) => [...adminQueryRoot, 'subscriptions', range, page, limit] as const;

// useAdminSubscriptionsQuery loads every workspace's subscription with the summary for the range.
export function useAdminSubscriptionsQuery(range: AdminRange, page: number, limit: number) {
  return useQuery({
    queryKey: adminSubscriptionsQueryKey(range, page, limit),
    queryFn: () => fetchSubscriptions(range, page, limit),
    placeholderData: keepPreviousData,
  });
}
