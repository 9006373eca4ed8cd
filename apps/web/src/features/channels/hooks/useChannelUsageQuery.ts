import { useQuery } from '@tanstack/react-query';
import { fetchChannelUsage } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

export const channelUsageQueryKey = [...channelsQueryKeyRoot, 'usage'] as const;

// useChannelUsageQuery loads this month's channel messages against the plan's limits.
export function useChannelUsageQuery() {
  return useQuery({ queryKey: channelUsageQueryKey, queryFn: fetchChannelUsage });
}
