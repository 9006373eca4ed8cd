import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteInvoice } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';
import { invoiceQueryKey } from './useInvoiceQuery';

export const deleteInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'delete'] as const;

// useDeleteInvoiceMutation deletes a draft, forgets its cached detail and refreshes invoicing.
export function useDeleteInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteInvoiceMutationKey,
    mutationFn: (id: string) => deleteInvoice(id),
    onSuccess: (_data, id) => {
      const gone = JSON.stringify(invoiceQueryKey(id));
      queryClient.removeQueries({ queryKey: invoiceQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot, predicate: (q) => JSON.stringify(q.queryKey) !== gone });
    },
  });
}
