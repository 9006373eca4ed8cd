import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testChannel } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useTestChannelMutation runs a channel's connection test.
export function useTestChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
