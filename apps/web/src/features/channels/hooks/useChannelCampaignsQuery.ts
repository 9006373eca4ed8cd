import { useQuery } from '@tanstack/react-query';
import { fetchCampaigns } from '../api/channelsApi';
import { channelCampaignsQueryKeyRoot } from './channelsQueryKeys';

// useChannelCampaignsQuery loads the channel campaigns, every 5 s while one is sending or has messages in flight.
export function useChannelCampaignsQuery() {
  return useQuery({
    queryKey: [...channelCampaignsQueryKeyRoot, 'list'],
    queryFn: fetchCampaigns,
    refetchInterval: (q) => (q.state.data?.some((c) => c.status === 'sending' || c.counts.sent > 0) ? 5_000 : false),
  });
}
