import { useQuery } from '@tanstack/react-query';
import { fetchExports } from '../api/settingsApi';

export const exportsQueryKey = ['settings', 'exports'] as const;

// useExportsQuery lists recent exports, polling while one runs.
export function useExportsQuery() {
  return useQuery({
    queryKey: exportsQueryKey,
    queryFn: fetchExports,
    refetchInterval: (q) => (q.state.data?.exports.some((e) => e.status === 'queued' || e.status === 'running') ? 2000 : false),
  });
}
