import { useQuery } from '@tanstack/react-query';
import { fetchHealth } from '../api/statusApi';

export const healthQueryKey = ['health'] as const;

// useHealthQuery polls the API health every 30 seconds (seed 000 §4).
export function useHealthQuery() {
  return useQuery({ queryKey: healthQueryKey, queryFn: fetchHealth, refetchInterval: 30_000, retry: false });
}
