import { useMutation, useQueryClient } from '@tanstack/react-query';
import { runCampaignAction, type CampaignAction } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const campaignActionMutationKey = [...campaignsQueryKeyRoot, 'action'] as const;

// useCampaignActionMutation sends, pauses, resumes, cancels or duplicates a campaign and reloads the campaigns.
export function useCampaignActionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: campaignActionMutationKey,
    mutationFn: ({ id, action }: { id: string; action: CampaignAction }) => runCampaignAction(id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
