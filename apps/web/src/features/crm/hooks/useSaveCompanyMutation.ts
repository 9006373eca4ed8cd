import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCompany, updateCompany, type CompanyInput } from '../api/companiesApi';
import { crmQueryKeyRoot } from './crmQueryKeys';

export const saveCompanyMutationKey = [...crmQueryKeyRoot, 'companies', 'save'] as const;

// useSaveCompanyMutation creates a company (no id) or updates one, then refreshes the CRM.
export function useSaveCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: saveCompanyMutationKey,
    mutationFn: ({ id, body }: { id?: string; body: CompanyInput }) => (id ? updateCompany(id, body) : createCompany(body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crmQueryKeyRoot }),
  });
}
