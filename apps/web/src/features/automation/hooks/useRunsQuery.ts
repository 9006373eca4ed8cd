import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchRuns } from '../api/automationApi';
import { runsQueryKey } from './automationQueryKeys';

// useRunsQuery pages a workflow's runs with their step history.
export function useRunsQuery(id: string, page: number, status?: string) {
  return useQuery({
    queryKey: runsQueryKey(id, page, status),
    queryFn: () => fetchRuns(id, page, status),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
