import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLead, type LeadInput } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const createLeadMutationKey = [...crmQueryKeyRoot, 'leads', 'create'] as const;

// useCreateLeadMutation adds a lead and refreshes the CRM.
export function useCreateLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createLeadMutationKey,
    mutationFn: (body: LeadInput) => createLead(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
