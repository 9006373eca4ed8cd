import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publishWorkflow } from '../api/automationApi';
import { automationQueryKeyRoot } from './automationQueryKeys';

// usePublishWorkflowMutation publishes the draft as a new version.
export function usePublishWorkflowMutation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: publishWorkflow, onSuccess: () => queryClient.invalidateQueries({ queryKey: automationQueryKeyRoot }) });
}
