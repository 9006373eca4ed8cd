import { useQuery } from '@tanstack/react-query';
import { fetchRecurring } from '../api/invoicesApi';
import { recurringQueryKey } from './invoicingQueryKeys';

// useRecurringQuery lists the workspace's recurring invoice schedules.
export function useRecurringQuery() {
  return useQuery({ queryKey: recurringQueryKey, queryFn: fetchRecurring });
}
