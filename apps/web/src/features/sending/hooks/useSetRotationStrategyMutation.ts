import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotationStrategy } from '@ulak/shared/campaigns';
import { setRotationStrategy } from '../api/serversApi';
import { mailServersQueryKeyRoot } from './sendingQueryKeys';

export const setRotationStrategyMutationKey = [...mailServersQueryKeyRoot, 'strategy'] as const;

// useSetRotationStrategyMutation chooses the rotation strategy and reloads the stats.
export function useSetRotationStrategyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setRotationStrategyMutationKey,
    mutationFn: (strategy: RotationStrategy) => setRotationStrategy(strategy),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailServersQueryKeyRoot }),
  });
}
