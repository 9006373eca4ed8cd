import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveDeal, type Pipeline } from '../api/dealsApi';
import { moveDealInPipeline } from '../pipelineBoard';
import { crmQueryKeyRoot, pipelineQueryKey } from './crmQueryKeys';

export const moveDealMutationKey = [...crmQueryKeyRoot, 'deals', 'move'] as const;

type Move = { id: string; stageId: string; position: number };

// useMoveDealMutation moves a deal on the board at once (optimistic), persists the move, rolls back on failure
// and then refreshes the CRM (the weighted pipeline, analytics and activities change).
export function useMoveDealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: moveDealMutationKey,
    mutationFn: ({ id, stageId, position }: Move) => moveDeal(id, stageId, position),
    onMutate: async (move: Move) => {
      await queryClient.cancelQueries({ queryKey: pipelineQueryKey });
      const previous = queryClient.getQueryData<Pipeline>(pipelineQueryKey);
      if (previous) queryClient.setQueryData(pipelineQueryKey, moveDealInPipeline(previous, move.id, move.stageId, move.position));
      return { previous };
    },
    onError: (_error, _move, context) => {
      if (context?.previous) queryClient.setQueryData(pipelineQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
