import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeActivity } from '../api/activitiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const completeActivityMutationKey = [...crmQueryKeyRoot, 'activities', 'complete'] as const;

// useCompleteActivityMutation completes or reopens a task and refreshes the CRM.
export function useCompleteActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: completeActivityMutationKey,
    mutationFn: ({ id, completed }: { id: string; completed: boolean }) => completeActivity(id, completed),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
