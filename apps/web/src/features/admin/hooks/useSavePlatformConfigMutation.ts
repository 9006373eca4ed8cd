import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePlatformConfig } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { platformOverviewQueryKey } from './usePlatformOverviewQuery';

export const savePlatformConfigMutationKey = [...adminQueryRoot, 'platform-save'] as const;

// useSavePlatformConfigMutation stores the panel's platform settings and shows the settings the server now runs with.
export function useSavePlatformConfigMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: savePlatformConfigMutationKey,
    mutationFn: savePlatformConfig,
    onSuccess: (value) => {
      queryClient.setQueryData(platformOverviewQueryKey, value);
      void queryClient.invalidateQueries({ queryKey: [...adminQueryRoot, 'access-log'] });
    },
  });
}
