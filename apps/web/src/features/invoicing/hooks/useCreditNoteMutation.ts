import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCreditNote } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const creditNoteMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'creditNote'] as const;

// useCreditNoteMutation issues a credit note for everything not yet credited of an invoice.
export function useCreditNoteMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: creditNoteMutationKey,
    mutationFn: ({ id, reason }: { id: string; reason: string }) => createCreditNote(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
