import { useQuery } from '@tanstack/react-query';
import { fetchWorkflows } from '../api/automationApi';
import { workflowsQueryKey } from './automationQueryKeys';

// useWorkflowsQuery loads the workflows with their figures.
export function useWorkflowsQuery() {
  return useQuery({ queryKey: workflowsQueryKey, queryFn: fetchWorkflows });
}
