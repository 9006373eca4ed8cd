import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCompanies } from '../api/companiesApi';
import { companiesQueryKeyRoot } from './crmQueryKeys';

export const companiesQueryKey = (search: string) => [...companiesQueryKeyRoot, 'list', search] as const;

// useCompaniesQuery lists the companies matching a search ('' for all).
export function useCompaniesQuery(search = '') {
  return useQuery({ queryKey: companiesQueryKey(search), queryFn: () => fetchCompanies(search || undefined), placeholderData: keepPreviousData });
}
