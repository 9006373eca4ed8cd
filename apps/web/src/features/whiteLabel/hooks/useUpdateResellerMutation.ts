import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateReseller } from '../api/whiteLabelApi';

export const updateResellerMutationKey = ['whiteLabel', 'useUpdateResellerMutation'] as const;

// useUpdateResellerMutation changes a reseller's tier, rate or status.
export function useUpdateResellerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateResellerMutationKey,
    mutationFn: (v: { id: string; patch: Parameters<typeof updateReseller>[1] }) => updateReseller(v.id, v.patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'resellers'] }),
  });
}
