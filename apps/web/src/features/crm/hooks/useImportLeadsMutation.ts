import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importLeads } from '../api/leadsApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const importLeadsMutationKey = [...crmQueryKeyRoot, 'leads', 'import'] as const;

// useImportLeadsMutation imports the text of a CSV file and refreshes the CRM.
export function useImportLeadsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: importLeadsMutationKey,
    mutationFn: (csv: string) => importLeads(csv),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
