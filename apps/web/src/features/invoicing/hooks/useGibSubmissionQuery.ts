import { useQuery } from '@tanstack/react-query';
import { fetchGibSubmission } from '../api/gibApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const gibSubmissionQueryKey = (id: string) => [...invoicesQueryKeyRoot, 'gib', id] as const;

// useGibSubmissionQuery reads an issued invoice's GİB status (disabled without an id).
export function useGibSubmissionQuery(id: string | null) {
  return useQuery({ queryKey: gibSubmissionQueryKey(id ?? ''), queryFn: () => fetchGibSubmission(id ?? ''), enabled: Boolean(id), retry: false });
}
