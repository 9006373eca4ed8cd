import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchContacts, type ContactPageQuery } from '../api/contactsApi';
import { contactsQueryKeyRoot } from './audienceQueryKeys';

export const contactsQueryKey = (q: ContactPageQuery) => [...contactsQueryKeyRoot, 'page', q] as const;

// useContactsQuery loads one keyset page of contacts for the filters, sort and cursor.
export function useContactsQuery(q: ContactPageQuery) {
  return useQuery({ queryKey: contactsQueryKey(q), queryFn: () => fetchContacts(q), placeholderData: keepPreviousData });
}
