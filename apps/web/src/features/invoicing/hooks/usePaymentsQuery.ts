import { useQuery } from '@tanstack/react-query';
import { fetchPayments } from '../api/invoicesApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const paymentsQueryKey = (id: string) => [...invoicesQueryKeyRoot, 'payments', id] as const;

// usePaymentsQuery lists the payments of an invoice (disabled without an id).
export function usePaymentsQuery(id: string | null) {
  return useQuery({ queryKey: paymentsQueryKey(id ?? ''), queryFn: () => fetchPayments(id ?? ''), enabled: Boolean(id) });
}
