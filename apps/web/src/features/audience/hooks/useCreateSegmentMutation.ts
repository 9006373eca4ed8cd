import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createSegment, type SegmentInput } from '../api/segmentsApi';
import { segmentsQueryKeyRoot } from './audienceQueryKeys';

export const createSegmentMutationKey = [...segmentsQueryKeyRoot, 'create'] as const;

// useCreateSegmentMutation saves a new segment and reloads the segments.
export function useCreateSegmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createSegmentMutationKey,
    mutationFn: (body: SegmentInput) => createSegment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentsQueryKeyRoot }),
  });
}
