import { useQuery } from '@tanstack/react-query';
import { fetchInvoice } from '../api/invoicesApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const invoiceQueryKey = (id: string) => [...invoicesQueryKeyRoot, 'detail', id] as const;

// useInvoiceQuery reads one invoice (disabled without an id).
export function useInvoiceQuery(id: string | null) {
  return useQuery({ queryKey: invoiceQueryKey(id ?? ''), queryFn: () => fetchInvoice(id ?? ''), enabled: Boolean(id) });
}
