import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInvoice, updateInvoice, type InvoiceBody } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const saveInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'save'] as const;

// useSaveInvoiceMutation creates a draft (no id) or edits one, then refreshes invoicing.
export function useSaveInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveInvoiceMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: InvoiceBody }) => (id ? updateInvoice(id, body) : createInvoice(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
