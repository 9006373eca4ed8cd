import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePlatformSettings, type PlatformSettings } from '../api/adminSiteApi';
import { platformSettingsQueryKey } from './usePlatformSettingsQuery';

export const savePlatformSettingsMutationKey = ['admin', 'platform-settings', 'save'] as const;

// useSavePlatformSettingsMutation saves the platform settings and stores the answer in the cache.
export function useSavePlatformSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savePlatformSettingsMutationKey,
    mutationFn: (input: PlatformSettings) => savePlatformSettings(input),
    onSuccess: (settings) => queryClient.setQueryData(platformSettingsQueryKey, settings),
  });
}
