import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setRecurring, type RecurringBody } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const setRecurringMutationKey = [...invoicingQueryKeyRoot, 'recurring', 'set'] as const;

// useSetRecurringMutation makes an invoice repeat monthly, quarterly or yearly.
export function useSetRecurringMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: setRecurringMutationKey,
    mutationFn: ({ id, body }: { id: string; body: RecurringBody }) => setRecurring(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
