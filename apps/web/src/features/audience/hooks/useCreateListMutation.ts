import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createList, type ListInput } from '../api/listsApi';
import { listsQueryKeyRoot } from './audienceQueryKeys';

export const createListMutationKey = [...listsQueryKeyRoot, 'create'] as const;

// useCreateListMutation adds a list and reloads the lists.
export function useCreateListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createListMutationKey,
    mutationFn: (body: ListInput) => createList(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listsQueryKeyRoot }),
  });
}
