import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiKey } from '../api/settingsApi';
import { apiKeysQueryKey } from './useApiKeysQuery';

// useRevokeApiKeyMutation revokes a key.
export function useRevokeApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiKey(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
