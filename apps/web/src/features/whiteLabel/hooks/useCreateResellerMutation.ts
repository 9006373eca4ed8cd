import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReseller } from '../api/whiteLabelApi';

export const createResellerMutationKey = ['whiteLabel', 'useCreateResellerMutation'] as const;

// useCreateResellerMutation makes a user's workspace a reseller.
export function useCreateResellerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createResellerMutationKey,
    mutationFn: (v: Parameters<typeof createReseller>[0]) => createReseller(v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'resellers'] }),
  });
}
