import { useMutation, useQueryClient } from '@tanstack/react-query';
import { closeDeal } from '../api/dealsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const closeDealMutationKey = [...crmQueryKeyRoot, 'deals', 'close'] as const;

// useCloseDealMutation marks a deal won or lost and refreshes the CRM.
export function useCloseDealMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: closeDealMutationKey,
    mutationFn: ({ id, status, lostReason }: { id: string; status: 'won' | 'lost'; lostReason?: string }) => closeDeal(id, status, lostReason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
