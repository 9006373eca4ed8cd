import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeliverWebhook } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useRedeliverWebhookMutation sends one delivery again now.
export function useRedeliverWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: redeliverWebhook, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }) });
}
