import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteLead } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';
import { leadQueryKey } from './useLeadQuery';

export const deleteLeadMutationKey = [...crmQueryKeyRoot, 'leads', 'delete'] as const;

// useDeleteLeadMutation deletes a lead, forgets its cached detail and refreshes the rest of the CRM.
export function useDeleteLeadMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteLeadMutationKey,
    mutationFn: (id: string) => deleteLead(id),
    onSuccess: (_data, id) => {
      const gone = JSON.stringify(leadQueryKey(id));
      queryClient.removeQueries({ queryKey: leadQueryKey(id) });
      // a drawer may still observe the deleted lead until it closes: do not ask for it again
      return queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot, predicate: (q) => JSON.stringify(q.queryKey) !== gone });
    },
  });
}
