import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelDeletion } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useCancelDeletionMutation cancels a scheduled deletion.
export function useCancelDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDeletion(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
