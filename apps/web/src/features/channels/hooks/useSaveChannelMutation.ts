import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveChannel } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useSaveChannelMutation stores (and tests) a channel's settings.
export function useSaveChannelMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveChannel, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
