import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateWebhookSecret } from '../api/webhooksApi';
import { webhooksQueryKeyRoot } from './webhooksQueryKeys';

// useRotateWebhookSecretMutation issues a new signing secret (in the answer, once).
export function useRotateWebhookSecretMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, overlapHours }: { id: string; overlapHours: number }) => rotateWebhookSecret(id, { overlapHours }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKeyRoot }),
  });
}
