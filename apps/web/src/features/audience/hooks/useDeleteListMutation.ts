import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteList } from '../api/listsApi';
import { audienceQueryKeyRoot } from './audienceQueryKeys';

export const deleteListMutationKey = [...audienceQueryKeyRoot, 'lists', 'delete'] as const;

// useDeleteListMutation deletes a list and refreshes lists, segments and contact filters.
export function useDeleteListMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteListMutationKey,
    mutationFn: (id: string) => deleteList(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audienceQueryKeyRoot }),
  });
}
