import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bulkLeads, type LeadBulk } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const bulkLeadsMutationKey = [...crmQueryKeyRoot, 'leads', 'bulk'] as const;

// useBulkLeadsMutation assigns, changes the status of, or deletes the selected leads.
export function useBulkLeadsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: bulkLeadsMutationKey,
    mutationFn: (body: LeadBulk) => bulkLeads(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
