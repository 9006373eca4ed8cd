import { useQuery } from '@tanstack/react-query';
import { fetchStatus } from '../api/statusApi';

/** Status data is polled every 30 seconds (seed 000 §4, §9). */
export const STATUS_POLL_MS = 30_000;

export const statusQueryKey = ['status'] as const;

// useStatusQuery polls the platform status every 30 seconds.
export function useStatusQuery() {
  return useQuery({ queryKey: statusQueryKey, queryFn: fetchStatus, refetchInterval: STATUS_POLL_MS, retry: false });
}
