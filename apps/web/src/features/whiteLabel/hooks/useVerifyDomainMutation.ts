import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyDomain } from '../api/whiteLabelApi';

export const verifyDomainMutationKey = ['whiteLabel', 'useVerifyDomainMutation'] as const;

// useVerifyDomainMutation looks a domain's DNS records up now.
export function useVerifyDomainMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: verifyDomainMutationKey,
    mutationFn: (id: string) => verifyDomain(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel'] }),
  });
}
