import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { TestSendInput } from '@ulak/shared/campaigns';
import {
  fetchCampaignLinks,
  fetchCampaignRecipients,
  fetchCampaignRendered,
  fetchCampaignReport,
  sendTest,
  type RecipientState,
  type TestTarget,
} from '../api/reportApi';
import { campaignsQueryKeyRoot } from './campaignsQueryKeys';

const reportKey = (id: string) => [...campaignsQueryKeyRoot, 'report', id] as const;
const RECIPIENTS_PAGE = 50;

// useCampaignReportQuery loads a campaign's figures (polled every 5 s while it sends).
export function useCampaignReportQuery(id: string) {
  return useQuery({
    queryKey: [...reportKey(id), 'figures'],
    queryFn: () => fetchCampaignReport(id),
    refetchInterval: (q) => (q.state.data?.status === 'sending' ? 5_000 : false),
  });
}

// useCampaignLinksQuery loads the clicks per link.
export function useCampaignLinksQuery(id: string) {
  return useQuery({ queryKey: [...reportKey(id), 'links'], queryFn: () => fetchCampaignLinks(id) });
}

// useCampaignRecipientsQuery loads recipients page by page ("load more"), optionally of one state.
export function useCampaignRecipientsQuery(id: string, status: RecipientState | undefined) {
  return useInfiniteQuery({
    queryKey: [...reportKey(id), 'recipients', status ?? 'all'],
    queryFn: ({ pageParam }) => fetchCampaignRecipients(id, { status, cursor: pageParam, limit: RECIPIENTS_PAGE }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

// useCampaignRenderedQuery loads the message as sent to a sample recipient.
export function useCampaignRenderedQuery(id: string) {
  return useQuery({ queryKey: [...reportKey(id), 'rendered'], queryFn: () => fetchCampaignRendered(id) });
}

// useSendTestMutation sends a test of a campaign or template.
export function useSendTestMutation() {
  return useMutation({ mutationFn: ({ target, body }: { target: Pick<TestTarget, 'kind' | 'id'>; body: TestSendInput }) => sendTest(target, body) });
}
