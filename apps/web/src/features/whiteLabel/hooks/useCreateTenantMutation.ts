import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTenant } from '../api/whiteLabelApi';

export const createTenantMutationKey = ['whiteLabel', 'useCreateTenantMutation'] as const;

// useCreateTenantMutation creates a tenant and reloads the lists.
export function useCreateTenantMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createTenantMutationKey,
    mutationFn: (v: Parameters<typeof createTenant>[0]) => createTenant(v),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel'] }),
  });
}
