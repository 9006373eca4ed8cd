import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDrip } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useCreateDripMutation creates and starts a drip campaign; the workflow lists reload.
export function useCreateDripMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDrip, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
