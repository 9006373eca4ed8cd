import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveGibSettings, type GibSettingsInput } from '../api/gibApi';
import { gibSettingsQueryKey, invoicingQueryKeyRoot } from './invoicingQueryKeys';

export const saveGibSettingsMutationKey = [...invoicingQueryKeyRoot, 'gibSettings', 'save'] as const;

// useSaveGibSettingsMutation saves the integrator settings and keeps the answer (without secrets) as the cached ones.
export function useSaveGibSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveGibSettingsMutationKey,
    mutationFn: (body: GibSettingsInput) => saveGibSettings(body),
    onSuccess: (settings) => queryClient.setQueryData(gibSettingsQueryKey, settings),
  });
}
