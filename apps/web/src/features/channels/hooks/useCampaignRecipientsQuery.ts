import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCampaignRecipients } from '../api/channelsApi';
import { channelCampaignsQueryKeyRoot } from './channelsQueryKeys';

// useCampaignRecipientsQuery loads a page of a campaign's recipients, refreshed while shown (statuses arrive by callback).
export function useCampaignRecipientsQuery(id: string | null, page: number, limit: number) {
  return useQuery({
    queryKey: [...channelCampaignsQueryKeyRoot, 'recipients', id, page, limit],
    queryFn: () => fetchCampaignRecipients(id ?? '', page, limit),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}
