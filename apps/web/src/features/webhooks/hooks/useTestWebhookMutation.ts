import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testWebhookEndpoint } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useTestWebhookMutation sends a test event; the endpoint's state and log change with it.
export function useTestWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: testWebhookEndpoint, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }) });
}
