import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPayment, type PaymentBody } from '../api/invoicesApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const addPaymentMutationKey = [...invoicingQueryKeyRoot, 'invoices', 'payment'] as const;

// useAddPaymentMutation records a (partial) payment against an invoice.
export function useAddPaymentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addPaymentMutationKey,
    mutationFn: ({ id, body }: { id: string; body: PaymentBody }) => addPayment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
