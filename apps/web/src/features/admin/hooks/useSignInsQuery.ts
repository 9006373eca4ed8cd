import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSignIns, type SignInsFilter } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const signInsQueryKey = (f: SignInsFilter) => [...adminQueryRoot, 'sign-ins', f] as const;

// useSignInsQuery loads one page of the platform's sign-ins (the access log's second half).
export function useSignInsQuery(f: SignInsFilter) {
  return useQuery({ queryKey: signInsQueryKey(f), queryFn: () => fetchSignIns(f), placeholderData: keepPreviousData });
}
