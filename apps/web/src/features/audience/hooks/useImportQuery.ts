import { useQuery } from '@tanstack/react-query';
import { fetchImport } from '../api/importsApi';
import { importsQueryKeyRoot } from './audienceQueryKeys';

export const importQueryKey = (id: string) => [...importsQueryKeyRoot, 'one', id] as const;

/** How often a running import's progress is read. */
export const IMPORT_POLL_MS = 1000;

// useImportQuery follows one import, polling every second until it is completed or failed.
export function useImportQuery(id: string | null) {
  return useQuery({
    queryKey: importQueryKey(id ?? ''),
    queryFn: () => fetchImport(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'completed' || status === 'failed' ? false : IMPORT_POLL_MS;
    },
  });
}
