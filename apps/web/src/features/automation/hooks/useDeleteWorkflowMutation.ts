import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useDeleteWorkflowMutation deletes a workflow and its runs.
export function useDeleteWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
