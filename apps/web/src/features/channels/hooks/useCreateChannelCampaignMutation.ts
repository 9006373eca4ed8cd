import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCampaign } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useCreateChannelCampaignMutation calls createCampaign and reloads the campaigns and the log.
export function useCreateChannelCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
