import { useQuery } from '@tanstack/react-query';
import { fetchSegments } from '../api/segmentsApi';
import { segmentsQueryKeyRoot } from './audienceQueryKeys';

export const segmentsQueryKey = [...segmentsQueryKeyRoot, 'all'] as const;

// useSegmentsQuery loads the workspace's segments with their current counts.
export function useSegmentsQuery() {
  return useQuery({ queryKey: segmentsQueryKey, queryFn: fetchSegments });
}
