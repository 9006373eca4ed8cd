import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addDomain } from '../api/whiteLabelApi';

export const addDomainMutationKey = ['whiteLabel', 'useAddDomainMutation'] as const;

// useAddDomainMutation adds a custom domain.
export function useAddDomainMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: addDomainMutationKey,
    mutationFn: (v: { domain: string; tenantId?: string }) => addDomain(v.domain, v.tenantId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel', 'domains'] }),
  });
}
