import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteSuppression } from '../api/suppressionsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const deleteSuppressionMutationKey = [...audienceQueryKeyRoot, 'suppressions', 'delete'] as const;

// useDeleteSuppressionMutation lifts a suppression; the contact's status changes, so the audience is refreshed.
export function useDeleteSuppressionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteSuppressionMutationKey,
    mutationFn: (email: string) => deleteSuppression(email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
