import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// useImportWorkflowMutation imports an exported workflow as a draft.
export function useImportWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
