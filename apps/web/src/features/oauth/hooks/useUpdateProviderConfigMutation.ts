import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInProvider, UpdateProviderConfigInput } from '@ulak/shared';
import { updateProviderConfig } from '../api/oauthApi';
import { providerConfigsQueryKey } from './useProviderConfigsQuery';
import { oauthStatsQueryKey } from './useOAuthStatsQuery';
import { enabledProvidersQueryKey } from './useEnabledProvidersQuery';

// useUpdateProviderConfigMutation saves a provider's credentials and endpoints.
export function useUpdateProviderConfigMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { provider: SignInProvider; body: UpdateProviderConfigInput }) => updateProviderConfig(v.provider, v.body),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: providerConfigsQueryKey });
      void qc.invalidateQueries({ queryKey: oauthStatsQueryKey });
      void qc.invalidateQueries({ queryKey: enabledProvidersQueryKey });
    },
  });
}
