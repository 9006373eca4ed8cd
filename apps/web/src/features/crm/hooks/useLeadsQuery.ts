import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchLeads, type LeadQuery } from '../api/leadsApi';
import { leadsQueryKeyRoot } from './crmQueryKeys';

export const leadsQueryKey = (q: LeadQuery) => [...leadsQueryKeyRoot, 'page', q] as const;

// useLeadsQuery loads one page of leads for the filters, sort and page.
export function useLeadsQuery(q: LeadQuery) {
  return useQuery({ queryKey: leadsQueryKey(q), queryFn: () => fetchLeads(q), placeholderData: keepPreviousData });
}
