import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveApiLimits } from '../api/whiteLabelApi';

export const saveApiLimitsMutationKey = ['whiteLabel', 'useSaveApiLimitsMutation'] as const;

// useSaveApiLimitsMutation saves a tenant's API limits.
export function useSaveApiLimitsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveApiLimitsMutationKey,
    mutationFn: (v: { workspaceId: string; limits: Parameters<typeof saveApiLimits>[1] }) => saveApiLimits(v.workspaceId, v.limits),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'apiUsage'] }),
  });
}
