import { useQuery } from '@tanstack/react-query';
import { fetchLists } from '../api/listsApi';
import { listsQueryKeyRoot } from './audienceQueryKeys';

export const listsQueryKey = [...listsQueryKeyRoot, 'all'] as const;

// useListsQuery loads the workspace's lists with member counts.
export function useListsQuery() {
  return useQuery({ queryKey: listsQueryKey, queryFn: fetchLists });
}
