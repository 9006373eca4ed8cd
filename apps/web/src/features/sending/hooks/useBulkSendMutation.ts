import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkSend, type BulkSendInput } from '../api/sendingApi';
import { campaignsQueryKeyRoot } from '../../campaigns/hooks/campaignsQueryKeys';
import { sendingQueryKeyRoot } from './sendingQueryKeys';

export const bulkSendMutationKey = [...sendingQueryKeyRoot, 'bulk'] as const;

// useBulkSendMutation sends to a list of addresses as a new campaign; every campaign query reloads afterwards.
export function useBulkSendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkSendMutationKey,
    mutationFn: (body: BulkSendInput) => bulkSend(body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignsQueryKeyRoot }),
  });
}
