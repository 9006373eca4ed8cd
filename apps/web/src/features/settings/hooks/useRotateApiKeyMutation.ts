import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateApiKey } from '../api/settingsApi';
import { apiKeysQueryKey } from './useApiKeysQuery';

// useRotateApiKeyMutation rotates a key with an overlap.
export function useRotateApiKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; overlapHours: number }) => rotateApiKey(v.id, v.overlapHours),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
