import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchContactCount, type ContactFilters } from '../api/contactsApi';
import { contactsQueryKeyRoot } from './audienceQueryKeys';

export const contactCountQueryKey = (filters: ContactFilters) => [...contactsQueryKeyRoot, 'count', filters] as const;

// useContactCountQuery counts the contacts matching the filters (shown beside the pager).
export function useContactCountQuery(filters: ContactFilters) {
  return useQuery({ queryKey: contactCountQueryKey(filters), queryFn: () => fetchContactCount(filters), placeholderData: keepPreviousData });
}
