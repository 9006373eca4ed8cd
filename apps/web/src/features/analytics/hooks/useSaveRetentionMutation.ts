import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveRetention } from '../api/analyticsApi';
import { retentionQueryKey } from './useRetentionQuery';

// useSaveRetentionMutation saves the retention setting; the answer (with what was dropped) replaces the cached one.
export function useSaveRetentionMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRetention, onSuccess: (answer) => client.setQueryData(retentionQueryKey, answer) });
}
