import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDkim } from '../api/dkimApi';
import { dkimQueryKeyRoot } from './sendingQueryKeys';

export const deleteDkimMutationKey = [...dkimQueryKeyRoot, 'delete'] as const;

// useDeleteDkimMutation turns DKIM signing off, then reloads the settings.
export function useDeleteDkimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteDkimMutationKey,
    mutationFn: () => deleteDkim(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dkimQueryKeyRoot }),
  });
}
