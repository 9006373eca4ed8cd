import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInProvider } from '@ulak/shared';
import { toggleProvider } from '../api/oauthApi';
import { oauthStatsQueryKey } from './useOAuthStatsQuery';
import { enabledProvidersQueryKey } from './useEnabledProvidersQuery';
import { providerConfigsQueryKey } from './useProviderConfigsQuery';

// useToggleProviderMutation switches a provider on or off and reloads the stats.
export function useToggleProviderMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { provider: SignInProvider; enabled: boolean }) => toggleProvider(v.provider, v.enabled),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: oauthStatsQueryKey });
      void qc.invalidateQueries({ queryKey: enabledProvidersQueryKey });
      void qc.invalidateQueries({ queryKey: providerConfigsQueryKey });
    },
  });
}
