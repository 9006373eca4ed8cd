import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCampaign } from '../api/campaignsApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

export const deleteCampaignMutationKey = [...campaignsQueryKeyRoot, 'delete'] as const;

// useDeleteCampaignMutation removes a campaign that never sent and reloads the campaigns.
export function useDeleteCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCampaignMutationKey,
    mutationFn: (id: string) => deleteCampaign(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
