import { useQuery } from '@tanstack/react-query';
import { fetchEnabledProviders } from '../api/oauthApi';

export const enabledProvidersQueryKey = ['oauth', 'enabled-providers'] as const;

// useEnabledProvidersQuery lists the providers whose buttons the sign-in pages show.
export function useEnabledProvidersQuery() {
  return useQuery({ queryKey: enabledProvidersQueryKey, queryFn: fetchEnabledProviders, staleTime: 60_000 });
}
