import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleCampaign } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const scheduleCampaignMutationKey = [...campaignsQueryKeyRoot, 'schedule'] as const;

// useScheduleCampaignMutation sets the time a campaign goes out and reloads the campaigns.
export function useScheduleCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: scheduleCampaignMutationKey,
    mutationFn: ({ id, scheduledAt }: { id: string; scheduledAt: string }) => scheduleCampaign(id, scheduledAt),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
