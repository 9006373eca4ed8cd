import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

// useSendMessageMutation sends one message and reloads the log.
export function useSendMessageMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryKeyRoot }) });
}
