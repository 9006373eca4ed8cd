import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWebhookEndpoint } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useDeleteWebhookMutation deletes an endpoint and its log.
export function useDeleteWebhookMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWebhookEndpoint, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }) });
}
