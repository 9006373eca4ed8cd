import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDeal } from '../api/dealsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const deleteDealMutationKey = [...crmQueryKeyRoot, 'deals', 'delete'] as const;

// useDeleteDealMutation deletes a deal and refreshes the CRM.
export function useDeleteDealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteDealMutationKey,
    mutationFn: (id: string) => deleteDeal(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
