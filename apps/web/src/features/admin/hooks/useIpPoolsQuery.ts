import { useQuery } from '@tanstack/react-query';
import { fetchIpPools } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';

export const ipPoolsQueryKey = [...adminQueryRoot, 'ip-pools'] as const;

// useIpPoolsQuery loads the mail servers grouped by provider.
export function useIpPoolsQuery() {
  return useQuery({ queryKey: ipPoolsQueryKey, queryFn: fetchIpPools });
}
