// Calls of a campaign's report (figures, links, recipients by state, the rendered message) and of test sends.
import type {
  campaignLinksResponseSchema,
  CampaignLink,
  CampaignRecipient,
  CampaignRecipientsPage,
  CampaignRendered,
  CampaignReport,
  campaignReportResponseSchema,
  RecipientState,
  TestSendInput,
  TestSendResult,
} from '@ulak/shared/campaigns';
import type { Answer } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';

export type { CampaignLink, CampaignRecipient, CampaignRendered, CampaignReport, RecipientState, TestSendResult };
export type TestTarget = { kind: 'campaign' | 'template'; id: string; name: string };

const path = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

// fetchCampaignReport reads a campaign's figures.
export async function fetchCampaignReport(id: string): Promise<CampaignReport> {
  return (await apiRequest<Answer<typeof campaignReportResponseSchema>>(`${path(id)}/report`)).report;
}

// fetchCampaignLinks reads the clicks per tracked link.
export async function fetchCampaignLinks(id: string): Promise<CampaignLink[]> {
  return (await apiRequest<Answer<typeof campaignLinksResponseSchema>>(`${path(id)}/links`)).links;
}

// fetchCampaignRecipients reads one page of recipients, optionally of one state, after a cursor.
export function fetchCampaignRecipients(id: string, q: { status?: RecipientState; cursor?: number; limit: number }): Promise<CampaignRecipientsPage> {
  const params = new URLSearchParams({ limit: String(q.limit) });
  if (q.status) params.set('status', q.status);
  if (q.cursor !== undefined) params.set('cursor', String(q.cursor));
  return apiRequest<CampaignRecipientsPage>(`${path(id)}/recipients?${params.toString()}`);
}

// fetchCampaignRendered reads the message as sent to a sample recipient.
export function fetchCampaignRendered(id: string): Promise<CampaignRendered> {
  return apiRequest<CampaignRendered>(`${path(id)}/rendered`);
}

// sendTest sends a campaign or a template as a test to up to five addresses.
export function sendTest(target: Pick<TestTarget, 'kind' | 'id'>, body: TestSendInput): Promise<TestSendResult> {
  const base = target.kind === 'campaign' ? path(target.id) : `/templates/${encodeURIComponent(target.id)}`;
  return apiRequest<TestSendResult>(`${base}/test`, { method: 'POST', body });
}
