import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchActivities, type ActivityQuery } from '../api/activitiesApi';
import { activitiesQueryKeyRoot } from './crmQueryKeys';

export const activitiesQueryKey = (q: ActivityQuery) => [...activitiesQueryKeyRoot, q] as const;

// useActivitiesQuery loads a page of activities (or open tasks) with the overdue task count.
export function useActivitiesQuery(q: ActivityQuery) {
  return useQuery({ queryKey: activitiesQueryKey(q), queryFn: () => fetchActivities(q), placeholderData: keepPreviousData });
}
