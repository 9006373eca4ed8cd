import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointInput } from '@ulak/shared';
import { createWebhookEndpoint } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useCreateWebhookMutation adds an endpoint (its secret is in the answer, once).
export function useCreateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) => createWebhookEndpoint(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }),
  });
}
