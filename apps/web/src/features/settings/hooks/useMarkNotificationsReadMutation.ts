import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markNotificationsRead } from '../api/settingsApi';
import { notificationsQueryKey } from './useNotificationsQuery';

// useMarkNotificationsReadMutation marks notifications read.
export function useMarkNotificationsReadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids?: string[]; all?: boolean }) => markNotificationsRead(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
