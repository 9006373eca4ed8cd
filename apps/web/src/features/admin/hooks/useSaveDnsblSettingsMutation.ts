import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDnsblSettings } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { dnsblSettingsQueryKey } from './useDnsblSettingsQuery';
import { ipPoolsQueryKey } from './useIpPoolsQuery';

export const saveDnsblSettingsMutationKey = [...adminQueryRoot, 'dnsbl-save'] as const;

// useSaveDnsblSettingsMutation saves the blocklists and reloads them and the pools (answers of removed lists go).
export function useSaveDnsblSettingsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveDnsblSettingsMutationKey,
    mutationFn: saveDnsblSettings,
    onSuccess: (value) => {
      queryClient.setQueryData(dnsblSettingsQueryKey, value);
      void queryClient.invalidateQueries({ queryKey: ipPoolsQueryKey });
    },
  });
}
