import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disconnectChannel } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useDisconnectChannelMutation deletes a channel's configuration.
export function useDisconnectChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
