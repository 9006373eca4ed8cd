import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendInvoice } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const sendInvoiceMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'send'] as const;

// useSendInvoiceMutation emails an invoice with its PDF (issuing a draft first).
export function useSendInvoiceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendInvoiceMutationKey,
    mutationFn: ({ id, to, message }: { id: string; to?: string; message?: string }) => sendInvoice(id, { to: to || undefined, message: message || undefined }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
