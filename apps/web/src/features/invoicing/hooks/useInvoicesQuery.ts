import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchInvoices, type InvoiceListParams } from '../api/invoicesApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const invoicesQueryKey = (params: InvoiceListParams) => [...invoicesQueryKeyRoot, 'list', params] as const;

// useInvoicesQuery lists a page of invoices filtered by status and a search.
export function useInvoicesQuery(params: InvoiceListParams) {
  return useQuery({ queryKey: invoicesQueryKey(params), queryFn: () => fetchInvoices(params), placeholderData: keepPreviousData });
}
