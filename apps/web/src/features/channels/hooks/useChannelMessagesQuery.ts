import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchMessages, type MessagesFilter } from '../api/channelsApi';
import { channelMessagesQueryKeyRoot } from './channelsQueryKeys';

// useChannelMessagesQuery loads a page of the outbound log, refreshed every 10 s while shown (statuses arrive by callback).
export function useChannelMessagesQuery(filter: MessagesFilter) {
  return useQuery({
    queryKey: [...channelMessagesQueryKeyRoot, filter],
    queryFn: () => fetchMessages(filter),
    placeholderData: keepPreviousData,
    refetchInterval: 10_000,
  });
}
