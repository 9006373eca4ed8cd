import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createActivity, type ActivityInput } from '../api/activitiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const createActivityMutationKey = [...crmQueryKeyRoot, 'activities', 'create'] as const;

// useCreateActivityMutation logs an activity (a call on a lead rescores it) and refreshes the CRM.
export function useCreateActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createActivityMutationKey,
    mutationFn: (body: ActivityInput) => createActivity(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
