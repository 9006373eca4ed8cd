import { useQuery } from '@tanstack/react-query';
import { fetchChannels } from '../api/channelsApi';
import { channelListQueryKey } from './channelsQueryKeys';

// useChannelsQuery loads every channel with its state.
export function useChannelsQuery() {
  return useQuery({ queryKey: channelListQueryKey, queryFn: fetchChannels });
}
