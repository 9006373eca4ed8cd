import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startCampaign } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useStartChannelCampaignMutation calls startCampaign and reloads the campaigns and the log.
export function useStartChannelCampaignMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startCampaign, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
