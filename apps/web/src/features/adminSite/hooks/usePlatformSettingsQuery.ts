import { useQuery } from '@tanstack/react-query';
import { fetchPlatformSettings } from '../api/adminSiteApi';

export const platformSettingsQueryKey = ['admin', 'platform-settings'] as const;

// usePlatformSettingsQuery loads the platform settings.
export function usePlatformSettingsQuery() {
  return useQuery({ queryKey: platformSettingsQueryKey, queryFn: fetchPlatformSettings });
}
