import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLead, type LeadInput } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const updateLeadMutationKey = [...crmQueryKeyRoot, 'leads', 'update'] as const;

// useUpdateLeadMutation changes a lead and refreshes the CRM.
export function useUpdateLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: updateLeadMutationKey,
    mutationFn: ({ id, body }: { id: string; body: Partial<LeadInput> }) => updateLead(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
