import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCrmContacts, type CrmContactQuery } from '../api/contactsApi';
import { crmContactsQueryKeyRoot } from './crmQueryKeys';

export const crmContactsQueryKey = (q: CrmContactQuery) => [...crmContactsQueryKeyRoot, 'page', q] as const;

// useCrmContactsQuery loads one keyset page of contacts.
export function useCrmContactsQuery(q: CrmContactQuery) {
  return useQuery({ queryKey: crmContactsQueryKey(q), queryFn: () => fetchCrmContacts(q), placeholderData: keepPreviousData });
}
