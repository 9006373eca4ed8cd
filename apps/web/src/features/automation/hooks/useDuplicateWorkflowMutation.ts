import { useMutation, useQueryClient } from '@tanstack/react-query';
import { duplicateWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useDuplicateWorkflowMutation copies a workflow as a draft.
export function useDuplicateWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
