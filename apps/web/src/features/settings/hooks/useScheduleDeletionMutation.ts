import { useMutation, useQueryClient } from '@tanstack/react-query';
import { scheduleDeletion } from '../api/settingsApi';
import { settingsQueryKey } from './useSettingsQuery';

// useScheduleDeletionMutation schedules the workspace deletion.
export function useScheduleDeletionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmName: string) => scheduleDeletion(confirmName),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
