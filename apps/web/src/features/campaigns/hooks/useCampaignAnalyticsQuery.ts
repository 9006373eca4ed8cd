import { useQuery } from '@tanstack/react-query';
import { fetchCampaignAnalytics } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const campaignAnalyticsQueryKey = [...campaignsQueryKeyRoot, 'analytics'] as const;

// useCampaignAnalyticsQuery loads the totals and rates behind the KPI cards.
export function useCampaignAnalyticsQuery() {
  return useQuery({ queryKey: campaignAnalyticsQueryKey, queryFn: fetchCampaignAnalytics });
}
