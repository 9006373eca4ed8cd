import { useQuery } from '@tanstack/react-query';
import { fetchCampaign } from '../api/campaignsApi';
import { CAMPAIGN_POLL_MS, campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const campaignQueryKey = (id: string) => [...campaignsQueryKeyRoot, 'one', id] as const;

// useCampaignQuery loads one campaign (when an id is given) and polls it every 2 seconds while it is sending.
export function useCampaignQuery(id: string | null) {
  return useQuery({
    queryKey: campaignQueryKey(id ?? ''),
    queryFn: () => fetchCampaign(id ?? ''),
    enabled: Boolean(id),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'sending' ? false : CAMPAIGN_POLL_MS),
  });
}
