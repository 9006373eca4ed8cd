import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteActivity } from '../api/activitiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const deleteActivityMutationKey = [...crmQueryKeyRoot, 'activities', 'delete'] as const;

// useDeleteActivityMutation deletes an activity and refreshes the CRM.
export function useDeleteActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteActivityMutationKey,
    mutationFn: (id: string) => deleteActivity(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
