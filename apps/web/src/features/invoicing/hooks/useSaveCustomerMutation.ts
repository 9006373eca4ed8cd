import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCustomer, updateCustomer, type CustomerBody } from '../api/customersApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const saveCustomerMutationKey = [...invoicingQueryKeyRoot, 'customers', 'save'] as const;

// useSaveCustomerMutation creates a customer (no id) or updates one, then refreshes invoicing.
export function useSaveCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveCustomerMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: CustomerBody }) => (id ? updateCustomer(id, body) : createCustomer(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
