import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCampaign } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useDeleteChannelCampaignMutation calls deleteCampaign and reloads the campaigns and the log.
export function useDeleteChannelCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
