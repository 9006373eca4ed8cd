import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCampaigns, type CampaignsFilter } from '../api/channelsApi';
import { channelCampaignsQueryKeyRoot } from './channelsQueryKeys';

// useChannelCampaignsQuery loads a page of channel campaigns, every 5 s while one is sending or has messages whose
// delivery reports may still arrive.
export function useChannelCampaignsQuery(filter: CampaignsFilter = { page: 1, limit: 50 }) {
  return useQuery({
    queryKey: [...channelCampaignsQueryKeyRoot, 'list', filter],
    queryFn: () => fetchCampaigns(filter),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.campaigns.some((c) => c.status === 'sending' || c.counts.sent > 0) ? 5_000 : false),
  });
}
