import { useQuery } from '@tanstack/react-query';
import { fetchCompany } from '../api/companiesApi';
import { companiesQueryKeyRoot } from './crmQueryKeys';

export const companyQueryKey = (id: string) => [...companiesQueryKeyRoot, 'one', id] as const;

// useCompanyQuery loads one company with its timeline (nothing while id is null).
export function useCompanyQuery(id: string | null) {
  return useQuery({ queryKey: companyQueryKey(id ?? ''), queryFn: () => fetchCompany(id!), enabled: id !== null });
}
