import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCompany } from '../api/companiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';
import { companyQueryKey } from './useCompanyQuery';

export const deleteCompanyMutationKey = [...crmQueryKeyRoot, 'companies', 'delete'] as const;

// useDeleteCompanyMutation deletes a company, forgets its cached detail and refreshes the rest of the CRM.
export function useDeleteCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteCompanyMutationKey,
    mutationFn: (id: string) => deleteCompany(id),
    onSuccess: (_data, id) => {
      const gone = JSON.stringify(companyQueryKey(id));
      queryClient.removeQueries({ queryKey: companyQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot, predicate: (q) => JSON.stringify(q.queryKey) !== gone });
    },
  });
}
