import { useQuery } from '@tanstack/react-query';
import { fetchCommissions } from '../api/whiteLabelApi';

export const commissionsQueryKey = (id: string) => ['whiteLabel', 'commissions', id] as const;

// useCommissionsQuery loads a reseller's commission ledger.
export function useCommissionsQuery(id: string) {
  return useQuery({ queryKey: commissionsQueryKey(id), queryFn: () => fetchCommissions(id) });
}
