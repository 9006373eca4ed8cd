import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDomain } from '../api/whiteLabelApi';

export const deleteDomainMutationKey = ['whiteLabel', 'useDeleteDomainMutation'] as const;

// useDeleteDomainMutation removes a custom domain.
export function useDeleteDomainMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteDomainMutationKey,
    mutationFn: (id: string) => deleteDomain(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['whiteLabel'] }),
  });
}
