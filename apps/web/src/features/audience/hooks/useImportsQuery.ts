import { useQuery } from '@tanstack/react-query';
import { fetchImports } from '../api/importsApi';
import { importsQueryKeyRoot } from './audienceQueryKeys';

export const importsQueryKey = [...importsQueryKeyRoot, 'recent'] as const;

// useImportsQuery loads the recent imports; it polls while one of them is still running.
export function useImportsQuery() {
  return useQuery({
    queryKey: importsQueryKey,
    queryFn: fetchImports,
    refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'queued' || i.status === 'running') ? 2000 : false),
  });
}
