import { useQuery } from '@tanstack/react-query';
import { fetchExport } from '../api/analyticsApi';

export const exportJobQueryKey = (id: string) => ['analytics', 'export', id] as const;
/** How often a running export's progress is read. */
const POLL_MS = 1000;

// useExportJobQuery follows an export job until it is done or failed.
export function useExportJobQuery(id: string | null) {
  return useQuery({
    queryKey: exportJobQueryKey(id ?? ''),
    queryFn: () => fetchExport(id ?? ''),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'done' || q.state.data.status === 'failed') ? false : POLL_MS),
  });
}
