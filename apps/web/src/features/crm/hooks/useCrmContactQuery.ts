import { useQuery } from '@tanstack/react-query';
import { fetchCrmContact } from '../api/contactsApi';
import { crmContactsQueryKeyRoot } from './crmQueryKeys';

export const crmContactQueryKey = (id: string) => [...crmContactsQueryKeyRoot, 'one', id] as const;

// useCrmContactQuery loads one contact with its CRM timeline (nothing while id is null).
export function useCrmContactQuery(id: string | null) {
  return useQuery({ queryKey: crmContactQueryKey(id ?? ''), queryFn: () => fetchCrmContact(id!), enabled: id !== null });
}
