import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateActivity, type ActivityPatch } from '../api/activitiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const updateActivityMutationKey = [...crmQueryKeyRoot, 'activities', 'update'] as const;

// useUpdateActivityMutation completes, reopens or reassigns a task and refreshes the CRM.
export function useUpdateActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateActivityMutationKey,
    mutationFn: ({ id, ...patch }: { id: string } & ActivityPatch) => updateActivity(id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
