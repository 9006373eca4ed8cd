import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceInput } from '@ulak/shared/invoicing';
import { createInvoice, updateInvoice } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const saveInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'save'] as const;

// useSaveInvoiceMutation creates a draft (no id) or edits one, then refreshes invoicing.
export function useSaveInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveInvoiceMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: InvoiceInput }) => (id ? updateInvoice(id, body) : createInvoice(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
