import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpointUpdate } from '@ulak/shared';
import { updateWebhookEndpoint } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useUpdateWebhookMutation changes, pauses or resumes an endpoint.
export function useUpdateWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdate }) => updateWebhookEndpoint(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }),
  });
}
