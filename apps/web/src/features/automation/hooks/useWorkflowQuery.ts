import { useQuery } from '@tanstack/react-query';
import { fetchWorkflow } from '../api/automationApi';
import { workflowQueryKey } from './automationQueryKeys';

// useWorkflowQuery loads one workflow (live run counts refresh every 30 seconds).
export function useWorkflowQuery(id: string | null) {
  return useQuery({ queryKey: workflowQueryKey(id ?? ''), queryFn: () => fetchWorkflow(id!), enabled: !!id, refetchInterval: 30_000 });
}
