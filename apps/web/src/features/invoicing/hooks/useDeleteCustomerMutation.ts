import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCustomer } from '../api/customersApi';
import { invoiceCustomersQueryKeyRoot } from './invoicingQueryKeys';

export const deleteCustomerMutationKey = [...invoiceCustomersQueryKeyRoot, 'delete'] as const;

// useDeleteCustomerMutation deletes a customer without invoices.
export function useDeleteCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCustomerMutationKey,
    mutationFn: (id: string) => deleteCustomer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceCustomersQueryKeyRoot }),
  });
}
