import { useQuery } from '@tanstack/react-query';
import { fetchGibSubmission } from '../api/gibApi';
import { invoicesQueryKeyRoot } from './invoicingQueryKeys';

export const gibSubmissionQueryKey = (id: string) => [...invoicesQueryKeyRoot, 'gib', id] as const;

/** How often a submission still on its way (queued, sent) is asked about again while it is on screen. */
const PENDING_POLL_MS = 15_000;

// useGibSubmissionQuery reads an issued invoice's GİB status (disabled without an id); one still on its way is asked
// about again every 15 s (the server asks the integrator).
export function useGibSubmissionQuery(id: string | null) {
  return useQuery({
    queryKey: gibSubmissionQueryKey(id ?? ''),
    queryFn: () => fetchGibSubmission(id ?? ''),
    enabled: Boolean(id),
    retry: false,
    refetchInterval: (q) => (q.state.data?.status === 'queued' || q.state.data?.status === 'sent' ? PENDING_POLL_MS : false),
  });
}
