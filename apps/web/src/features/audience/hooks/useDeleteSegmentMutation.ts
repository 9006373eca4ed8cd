import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSegment } from '../api/segmentsApi';
import { segmentsQueryKeyRoot } from './audienceQueryKeys';

export const deleteSegmentMutationKey = [...segmentsQueryKeyRoot, 'delete'] as const;

// useDeleteSegmentMutation deletes a segment and reloads the segments.
export function useDeleteSegmentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteSegmentMutationKey,
    mutationFn: (id: string) => deleteSegment(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: segmentsQueryKeyRoot }),
  });
}
