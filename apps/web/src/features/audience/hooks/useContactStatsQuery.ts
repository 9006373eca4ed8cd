import { useQuery } from '@tanstack/react-query';
import { fetchContactStats } from '../api/contactsApi';
import { contactsQueryKeyRoot } from './audienceQueryKeys';

export const contactStatsQueryKey = [...contactsQueryKeyRoot, 'stats'] as const;

// useContactStatsQuery loads the workspace's contact totals by status.
export function useContactStatsQuery() {
  return useQuery({ queryKey: contactStatsQueryKey, queryFn: fetchContactStats });
}
