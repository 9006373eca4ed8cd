import { useQuery } from '@tanstack/react-query';
import { fetchRetention } from '../api/analyticsApi';

export const retentionQueryKey = ['admin', 'analytics', 'retention'] as const;

// useRetentionQuery loads the platform's retention of raw engagement events.
export function useRetentionQuery() {
  return useQuery({ queryKey: retentionQueryKey, queryFn: fetchRetention });
}
