import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRecurring } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const removeRecurringMutationKey = [...invoicingQueryKeyRoot, 'recurring', 'remove'] as const;

// useRemoveRecurringMutation stops an invoice repeating.
export function useRemoveRecurringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: removeRecurringMutationKey,
    mutationFn: (id: string) => removeRecurring(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
