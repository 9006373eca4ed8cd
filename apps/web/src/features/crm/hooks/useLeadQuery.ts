import { useQuery } from '@tanstack/react-query';
import { fetchLead } from '../api/leadsApi';
import { leadsQueryKeyRoot } from './crmQueryKeys';

export const leadQueryKey = (id: string) => [...leadsQueryKeyRoot, 'one', id] as const;

// useLeadQuery loads one lead with its timeline (nothing while id is null).
export function useLeadQuery(id: string | null) {
  return useQuery({ queryKey: leadQueryKey(id ?? ''), queryFn: () => fetchLead(id!), enabled: id !== null });
}
