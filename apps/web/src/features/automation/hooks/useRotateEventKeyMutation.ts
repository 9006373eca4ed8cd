import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rotateEventKey } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useRotateEventKeyMutation generates a new event ingest key.
export function useRotateEventKeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rotateEventKey, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
