import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateApiKeyInput } from '@ulak/shared';
import { createApiKey } from '../api/settingsApi';
import { apiKeysQueryKey } from './useApiKeysQuery';

// useCreateApiKeyMutation creates a key (its token is in the answer, once).
export function useCreateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => createApiKey(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
