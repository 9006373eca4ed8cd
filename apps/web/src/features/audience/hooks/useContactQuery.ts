import { useQuery } from '@tanstack/react-query';
import { fetchContact } from '../api/contactsApi';
import { contactsQueryKeyRoot } from './audienceQueryKeys';

export const contactQueryKey = (id: string) => [...contactsQueryKeyRoot, 'detail', id] as const;

// useContactQuery loads one contact with its lists and engagement when an id is given.
export function useContactQuery(id: string | null) {
  return useQuery({ queryKey: contactQueryKey(id ?? ''), queryFn: () => fetchContact(id ?? ''), enabled: id !== null });
}
