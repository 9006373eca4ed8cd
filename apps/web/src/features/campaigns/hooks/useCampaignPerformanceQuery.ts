import { useQuery } from '@tanstack/react-query';
import { fetchCampaignPerformance } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const campaignPerformanceQueryKey = [...campaignsQueryKeyRoot, 'performance'] as const;

// useCampaignPerformanceQuery loads the per-campaign performance rows.
export function useCampaignPerformanceQuery() {
  return useQuery({ queryKey: campaignPerformanceQueryKey, queryFn: fetchCampaignPerformance });
}
