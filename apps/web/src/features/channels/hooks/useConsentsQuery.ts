import { useQuery } from '@tanstack/react-query';
import { fetchConsents } from '../api/channelsApi';
import { channelsQueryKeyRoot } from './channelsQueryKeys';

export const consentsQueryKey = (contactId: string | null) => [...channelsQueryKeyRoot, 'consents', contactId] as const;

// useConsentsQuery loads a contact's per-channel consent.
export function useConsentsQuery(contactId: string | null) {
  return useQuery({ queryKey: consentsQueryKey(contactId), queryFn: () => fetchConsents(contactId ?? ''), enabled: contactId !== null });
}
