import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCustomers } from '../api/customersApi';
import { invoiceCustomersQueryKeyRoot } from './invoicingQueryKeys';

export const invoiceCustomersQueryKey = (search: string, page: number) => [...invoiceCustomersQueryKeyRoot, 'list', search, page] as const;

// useInvoiceCustomersQuery lists a page of customers matching a search ('' for all).
export function useInvoiceCustomersQuery(search = '', page = 1) {
  return useQuery({
    queryKey: invoiceCustomersQueryKey(search, page),
    queryFn: () => fetchCustomers({ search: search || undefined, page, limit: 100 }),
    placeholderData: keepPreviousData,
  });
}
