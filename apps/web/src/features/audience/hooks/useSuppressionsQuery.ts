import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSuppressions } from '../api/suppressionsApi';
import { suppressionsQueryKeyRoot } from './audienceQueryKeys';

export const suppressionsQueryKey = (search: string, page: number, limit: number) => [...suppressionsQueryKeyRoot, 'page', search, page, limit] as const;

// useSuppressionsQuery loads one page of suppressed addresses.
export function useSuppressionsQuery(search: string, page: number, limit: number) {
  return useQuery({
    queryKey: suppressionsQueryKey(search, page, limit),
    queryFn: () => fetchSuppressions(search, page, limit),
    placeholderData: keepPreviousData,
  });
}
