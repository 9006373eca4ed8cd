import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshRates } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { platformOverviewQueryKey } from './usePlatformOverviewQuery';

export const refreshRatesMutationKey = [...adminQueryRoot, 'rates-refresh'] as const;

// useRefreshRatesMutation fetches the exchange rates now, then reloads the settings tab.
export function useRefreshRatesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: refreshRatesMutationKey,
    mutationFn: refreshRates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformOverviewQueryKey }),
  });
}
