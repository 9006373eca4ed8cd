import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchSubscriptionInvoices } from '../api/subscriptionApi';

export const subscriptionInvoicesQueryKey = ['subscriptions', 'invoices'] as const;

// useSubscriptionInvoicesQuery loads a page of the subscription's own invoices.
export function useSubscriptionInvoicesQuery(page: number, limit = 10) {
  return useQuery({
    queryKey: [...subscriptionInvoicesQueryKey, page, limit],
    queryFn: () => fetchSubscriptionInvoices(page, limit),
    placeholderData: keepPreviousData,
  });
}
