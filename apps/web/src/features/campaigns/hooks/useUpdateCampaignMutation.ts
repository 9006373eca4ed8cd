import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCampaign, type CampaignInput } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const updateCampaignMutationKey = [...campaignsQueryKeyRoot, 'update'] as const;

// useUpdateCampaignMutation changes a draft or scheduled campaign and reloads the campaigns.
export function useUpdateCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateCampaignMutationKey,
    mutationFn: ({ id, body }: { id: string; body: Partial<CampaignInput> }) => updateCampaign(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
