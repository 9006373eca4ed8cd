// Calls of the campaign endpoints: list with live counts, one campaign, analytics, performance, create, update,
// the status actions (send, pause, resume, cancel, duplicate), schedule and delete.
import type { CampaignStatus } from '@ulak/shared/campaigns';
import { apiRequest } from '../../../lib/api';

export type AbTestInput = { subjects: string[]; testPercent: number; metric: 'open' | 'click'; waitMinutes: number };
export type CampaignAudience = { listIds: string[]; segmentIds: string[]; emails: { email: string; name: string }[] };

export type Campaign = {
  id: string;
  name: string;
  type: 'email' | 'sms' | 'whatsapp' | 'push';
  status: CampaignStatus;
  statusLabel: string;
  subject: string;
  recipients: number;
  sent: number;
  delivered: number;
  failed: number;
  opened: number;
  clicked: number;
  openRate: number;
  clickRate: number;
  progress: number;
  createdAt: string;
  scheduledAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  htmlContent: string;
  templateId: string | null;
  fromName: string | null;
  fromEmail: string | null;
  replyTo: string | null;
  senderIdentityId: string | null;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  audience: CampaignAudience;
  abTest: (AbTestInput & { winner?: number | null }) | null;
  error: string | null;
};

export type CampaignInput = {
  name: string;
  subject: string;
  htmlContent: string;
  templateId?: string | null;
  senderIdentityId?: string | null;
  personalizeContent: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  listIds?: string[];
  segmentIds?: string[];
  /** Free-text recipients, one per line ("address, name"). */
  recipients?: string;
  abTest?: AbTestInput | null;
};

export type CampaignAnalytics = {
  campaigns: number;
  byStatus: Partial<Record<CampaignStatus, number>>;
  sent: number;
  delivered: number;
  failed: number;
  opened: number;
  clicked: number;
  openRate: number;
  clickRate: number;
};

export type PerformanceRow = {
  id: string;
  name: string;
  sent: number;
  opened: number;
  clicked: number;
  converted: number | null;
  revenue: number | null;
  openRate: number;
  clickRate: number;
  conversionRate: number | null;
};

export type CampaignPage = { campaigns: Campaign[]; total: number };
export type CampaignListParams = { status?: CampaignStatus; page: number; limit: number };
export type CampaignAction = 'send' | 'pause' | 'resume' | 'cancel' | 'duplicate';

const path = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

// fetchCampaigns reads one page of campaigns, newest first, optionally of one status.
export async function fetchCampaigns(params: CampaignListParams): Promise<CampaignPage> {
  const q = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) q.set('status', params.status);
  const res = await apiRequest<CampaignPage>(`/campaigns?${q.toString()}`);
  return { campaigns: res.campaigns, total: res.total };
}

// fetchCampaign reads one campaign with its progress and counts.
export async function fetchCampaign(id: string): Promise<Campaign> {
  return (await apiRequest<{ campaign: Campaign }>(path(id))).campaign;
}

// fetchCampaignAnalytics reads the totals and rates over all campaigns.
export async function fetchCampaignAnalytics(): Promise<CampaignAnalytics> {
  return (await apiRequest<{ analytics: CampaignAnalytics }>('/campaigns/analytics')).analytics;
}

// fetchCampaignPerformance reads one performance row per campaign that went out.
export async function fetchCampaignPerformance(): Promise<PerformanceRow[]> {
  return (await apiRequest<{ performance: PerformanceRow[] }>('/campaigns/performance')).performance;
}

// createCampaign saves a draft.
export async function createCampaign(body: CampaignInput): Promise<Campaign> {
  return (await apiRequest<{ campaign: Campaign }>('/campaigns', { method: 'POST', body })).campaign;
}

// updateCampaign changes a draft or scheduled campaign (409 CAMPAIGN_NOT_EDITABLE otherwise).
export async function updateCampaign(id: string, body: Partial<CampaignInput>): Promise<Campaign> {
  return (await apiRequest<{ campaign: Campaign }>(path(id), { method: 'PUT', body })).campaign;
}

// runCampaignAction sends, pauses, resumes, cancels or duplicates a campaign; returns the campaign (the copy for duplicate).
export async function runCampaignAction(id: string, action: CampaignAction): Promise<Campaign> {
  return (await apiRequest<{ campaign: Campaign }>(`${path(id)}/${action}`, { method: 'POST' })).campaign;
}

// scheduleCampaign sets the time a draft goes out.
export async function scheduleCampaign(id: string, scheduledAt: string): Promise<Campaign> {
  return (await apiRequest<{ campaign: Campaign }>(`${path(id)}/schedule`, { method: 'POST', body: { scheduledAt } })).campaign;
}

// deleteCampaign removes a campaign that never sent (draft, scheduled, cancelled or failed).
export function deleteCampaign(id: string): Promise<unknown> {
  return apiRequest(path(id), { method: 'DELETE' });
}
