import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCampaigns, type CampaignListParams } from '../api/campaignsApi';
import { CAMPAIGN_POLL_MS, campaignListQueryKeyRoot } from './campaignsQueryKeys';

export const campaignsQueryKey = (params: CampaignListParams) => [...campaignListQueryKeyRoot, params] as const;

// useCampaignsQuery loads a page of campaigns; while one of them is sending it polls every 2 seconds.
export function useCampaignsQuery(params: CampaignListParams) {
  return useQuery({
    queryKey: campaignsQueryKey(params),
    queryFn: () => fetchCampaigns(params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.campaigns.some((c) => c.status === 'sending') ? CAMPAIGN_POLL_MS : false),
  });
}
