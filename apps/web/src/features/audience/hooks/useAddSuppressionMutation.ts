import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addSuppression } from '../api/suppressionsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const addSuppressionMutationKey = [...audienceQueryKeyRoot, 'suppressions', 'add'] as const;

// useAddSuppressionMutation blocks an address and refreshes the audience.
export function useAddSuppressionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addSuppressionMutationKey,
    mutationFn: (email: string) => addSuppression(email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
