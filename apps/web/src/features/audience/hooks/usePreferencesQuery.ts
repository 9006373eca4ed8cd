import { useQuery } from '@tanstack/react-query';
import { fetchPreferences } from '../api/preferencesApi';

export const preferencesQueryKey = (token: string) => ['public', 'preferences', token] as const;

// usePreferencesQuery loads a contact's subscriptions from the signed link's token.
export function usePreferencesQuery(token: string | null) {
  return useQuery({ queryKey: preferencesQueryKey(token ?? ''), queryFn: () => fetchPreferences(token ?? ''), enabled: token !== null, retry: false });
}
