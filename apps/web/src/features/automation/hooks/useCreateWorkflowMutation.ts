import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useCreateWorkflowMutation creates a draft workflow.
export function useCreateWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
