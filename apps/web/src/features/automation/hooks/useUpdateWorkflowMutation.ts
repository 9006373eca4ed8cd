import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useUpdateWorkflowMutation saves a workflow's draft.
export function useUpdateWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
