import { useQuery } from '@tanstack/react-query';
import { fetchProviderConfigs } from '../api/oauthApi';

export const providerConfigsQueryKey = ['oauth', 'provider-configs'] as const;

// useProviderConfigsQuery loads every provider's platform settings (platform admin only).
export function useProviderConfigsQuery(enabled: boolean) {
  return useQuery({ queryKey: providerConfigsQueryKey, queryFn: fetchProviderConfigs, enabled });
}
