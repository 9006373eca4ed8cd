import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAccessLog } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

type Filter = { action?: string; actor?: string; page: number; limit: number };
export const accessLogQueryKey = (f: Filter) => [...adminQueryRoot, 'access-log', f] as const;

// useAccessLogQuery loads one page of the admin access log.
export function useAccessLogQuery(f: Filter) {
  return useQuery({ queryKey: accessLogQueryKey(f), queryFn: () => fetchAccessLog(f), placeholderData: keepPreviousData });
}
