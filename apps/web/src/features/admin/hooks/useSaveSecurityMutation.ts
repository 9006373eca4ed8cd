import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSecurity } from '../api/adminApi';
import { adminQueryRoot } from './useAdminStatsQuery';
import { adminSecurityQueryKey } from './useAdminSecurityQuery';

export const saveSecurityMutationKey = [...adminQueryRoot, 'security-save'] as const;

// useSaveSecurityMutation saves the toggles and reloads them and the access log.
export function useSaveSecurityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveSecurityMutationKey,
    mutationFn: saveSecurity,
    onSuccess: (value) => {
      queryClient.setQueryData(adminSecurityQueryKey, value);
      void queryClient.invalidateQueries({ queryKey: [...adminQueryRoot, 'access-log'] });
    },
  });
}
