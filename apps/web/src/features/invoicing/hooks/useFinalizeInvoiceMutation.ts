import { useMutation, useQueryClient } from '@tanstack/react-query';
import { finalizeInvoice } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const finalizeInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'finalize'] as const;

// useFinalizeInvoiceMutation issues a draft (number, status sent) without emailing it.
export function useFinalizeInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: finalizeInvoiceMutationKey,
    mutationFn: (id: string) => finalizeInvoice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
