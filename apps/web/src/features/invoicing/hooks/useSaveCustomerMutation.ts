import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerInput } from '@ulak/shared/invoicing';
import { createCustomer, updateCustomer } from '../api/customersApi';
import { invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const saveCustomerMutationKey = [...invoicingQueryKeyRoot, 'customers', 'save'] as const;

// useSaveCustomerMutation creates a customer (no id) or updates one, then refreshes invoicing.
export function useSaveCustomerMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveCustomerMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: CustomerInput }) => (id ? updateCustomer(id, body) : createCustomer(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingQueryKeyRoot }),
  });
}
