import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelInvoice } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const cancelInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'cancel'] as const;

// useCancelInvoiceMutation cancels an unpaid invoice.
export function useCancelInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cancelInvoiceMutationKey,
    mutationFn: (id: string) => cancelInvoice(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
