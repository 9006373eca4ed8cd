import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkBlocklists } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { adminAlertsQueryKey } from './useAdminAlertsQuery';
import { ipPoolsQueryKey } from './useIpPoolsQuery';

export const checkBlocklistsMutationKey = [...adminQueryRoot, 'dnsbl-check'] as const;

// useCheckBlocklistsMutation checks every sending IP against the blocklists now and reloads the pools and the alerts.
export function useCheckBlocklistsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: checkBlocklistsMutationKey,
    mutationFn: checkBlocklists,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ipPoolsQueryKey });
      void queryClient.invalidateQueries({ queryKey: adminAlertsQueryKey });
    },
  });
}
