import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseQuarantine, setServerWarmup } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { ipPoolsQueryKey } from './useIpPoolsQuery';

export const ipPoolServerMutationKey = [...adminQueryRoot, 'ip-pool-server'] as const;

export type IpPoolServerAction = { id: string; action: 'release' } | { id: string; action: 'warmup'; warmup: boolean };

// useIpPoolServerMutation releases a server's blocklist quarantine or starts / ends its warm-up, then reloads the pools.
export function useIpPoolServerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ipPoolServerMutationKey,
    mutationFn: (a: IpPoolServerAction) => (a.action === 'release' ? releaseQuarantine(a.id) : setServerWarmup(a.id, a.warmup)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ipPoolsQueryKey }),
  });
}
