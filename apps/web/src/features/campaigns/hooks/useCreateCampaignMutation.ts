import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCampaign, type CampaignInput } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const createCampaignMutationKey = [...campaignsQueryKeyRoot, 'create'] as const;

// useCreateCampaignMutation saves a draft and reloads the campaigns.
export function useCreateCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createCampaignMutationKey,
    mutationFn: (body: CampaignInput) => createCampaign(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
