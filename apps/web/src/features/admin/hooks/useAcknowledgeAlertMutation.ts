import { useMutation, useQueryClient } from '@tanstack/react-query';
import { acknowledgeAlert } from '../api/adminApi';
import { adminAlertsQueryKey } from './useAdminAlertsQuery';

export const acknowledgeAlertMutationKey = ['admin', 'panel', 'alert-ack'] as const;

// useAcknowledgeAlertMutation acknowledges an alert and reloads the list.
export function useAcknowledgeAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: acknowledgeAlertMutationKey,
    mutationFn: acknowledgeAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAlertsQueryKey }),
  });
}
