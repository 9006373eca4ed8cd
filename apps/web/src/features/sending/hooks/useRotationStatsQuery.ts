import { useQuery } from '@tanstack/react-query';
import { fetchRotationStats } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const rotationStatsQueryKey = [...mailServersQueryKeyRoot, 'stats'] as const;

// useRotationStatsQuery loads the strategy and today's per-server figures.
export function useRotationStatsQuery() {
  return useQuery({ queryKey: rotationStatsQueryKey, queryFn: fetchRotationStats });
}
