import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateList, type ListInput } from '../api/listsApi';
import { listsQueryKeyRoot } from './audienceQueryKeys';

export const updateListMutationKey = [...listsQueryKeyRoot, 'update'] as const;

// useUpdateListMutation saves a list's changes and reloads the lists.
export function useUpdateListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateListMutationKey,
    mutationFn: ({ id, body }: { id: string; body: Partial<ListInput> }) => updateList(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsQueryKeyRoot }),
  });
}
