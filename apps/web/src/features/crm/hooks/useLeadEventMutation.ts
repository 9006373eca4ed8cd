import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordLeadEvent, type LeadEventType } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const leadEventMutationKey = [...crmQueryKeyRoot, 'leads', 'event'] as const;

// useLeadEventMutation records a scoring event on a lead (its score changes).
export function useLeadEventMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: leadEventMutationKey,
    mutationFn: ({ id, type }: { id: string; type: LeadEventType }) => recordLeadEvent(id, type),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
