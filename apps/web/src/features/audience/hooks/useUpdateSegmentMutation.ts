import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSegment, type SegmentInput } from '../api/segmentsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const updateSegmentMutationKey = [...audienceQueryKeyRoot, 'segments', 'update'] as const;

// useUpdateSegmentMutation saves a segment's changes; contacts filtered by it are refreshed too.
export function useUpdateSegmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateSegmentMutationKey,
    mutationFn: ({ id, body }: { id: string; body: Partial<SegmentInput> }) => updateSegment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
