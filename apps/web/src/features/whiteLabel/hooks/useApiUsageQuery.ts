import { useQuery } from '@tanstack/react-query';
import { fetchApiUsage } from '../api/whiteLabelApi';

export const apiUsageQueryKey = (workspaceId?: string) => ['whiteLabel', 'apiUsage', workspaceId ?? 'own'] as const;

// useApiUsageQuery loads API limits and the current usage, refreshed every 10 seconds.
export function useApiUsageQuery(workspaceId?: string) {
  return useQuery({ queryKey: apiUsageQueryKey(workspaceId), queryFn: () => fetchApiUsage(workspaceId), refetchInterval: 10_000 });
}
