import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toggleWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useToggleWorkflowMutation pauses or activates a workflow; the list reloads on success.
export function useToggleWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: toggleWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
