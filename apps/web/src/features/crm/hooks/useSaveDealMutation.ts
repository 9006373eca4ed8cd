import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDeal, updateDeal, type DealInput } from '../api/dealsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const saveDealMutationKey = [...crmQueryKeyRoot, 'deals', 'save'] as const;

// useSaveDealMutation creates a deal (no id) or updates one, then refreshes the CRM.
export function useSaveDealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveDealMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: DealInput }) => (id ? updateDeal(id, body) : createDeal(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
