// Calls of the campaign endpoints: list with live counts, one campaign, analytics, performance, create, update,
// the status actions (send, pause, resume, cancel, duplicate), schedule and delete.
import type {
  abTestSchema,
  CampaignAnalyticsView,
  CampaignAudienceView,
  campaignInputSchema,
  CampaignPerformanceRowView,
  CampaignsAnswer,
  CampaignView,
  RequestBody,
} from '@ulak/shared';
import type { CampaignStatus } from '@ulak/shared/campaigns';
import { apiRequest } from '../../../lib/api';

export type AbTestInput = RequestBody<typeof abTestSchema>;
export type CampaignAudience = CampaignAudienceView;
export type Campaign = CampaignView;

export type CampaignInput = RequestBody<typeof campaignInputSchema>;

export type CampaignAnalytics = CampaignAnalyticsView;
export type PerformanceRow = CampaignPerformanceRowView;

export type CampaignPage = Pick<CampaignsAnswer<'list'>, 'campaigns' | 'total'>;
export type CampaignListParams = { status?: CampaignStatus; page: number; limit: number };
export type CampaignAction = 'send' | 'pause' | 'resume' | 'cancel' | 'duplicate';

const path = (id: string) => `/campaigns/${encodeURIComponent(id)}`;

// fetchCampaigns reads one page of campaigns, newest first, optionally of one status.
export async function fetchCampaigns(params: CampaignListParams): Promise<CampaignPage> {
  const q = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.status) q.set('status', params.status);
  const res = await apiRequest<CampaignsAnswer<'list'>>(`/campaigns?${q.toString()}`);
  return { campaigns: res.campaigns, total: res.total };
}

// fetchCampaign reads one campaign with its progress and counts.
export async function fetchCampaign(id: string): Promise<Campaign> {
  return (await apiRequest<CampaignsAnswer<'campaign'>>(path(id))).campaign;
}

// fetchCampaignAnalytics reads the totals and rates over all campaigns.
export async function fetchCampaignAnalytics(): Promise<CampaignAnalytics> {
  return (await apiRequest<CampaignsAnswer<'analytics'>>('/campaigns/analytics')).analytics;
}

// fetchCampaignPerformance reads one performance row per campaign that went out.
export async function fetchCampaignPerformance(): Promise<PerformanceRow[]> {
  return (await apiRequest<CampaignsAnswer<'performance'>>('/campaigns/performance')).performance;
}

// createCampaign saves a draft.
export async function createCampaign(body: CampaignInput): Promise<Campaign> {
  return (await apiRequest<CampaignsAnswer<'campaign'>>('/campaigns', { method: 'POST', body })).campaign;
}

// updateCampaign changes a draft or scheduled campaign (409 CAMPAIGN_NOT_EDITABLE otherwise).
export async function updateCampaign(id: string, body: Partial<CampaignInput>): Promise<Campaign> {
  return (await apiRequest<CampaignsAnswer<'campaign'>>(path(id), { method: 'PUT', body })).campaign;
}

// runCampaignAction sends, pauses, resumes, cancels or duplicates a campaign; returns the campaign (the copy for duplicate).
export async function runCampaignAction(id: string, action: CampaignAction): Promise<Campaign> {
  return (await apiRequest<CampaignsAnswer<'campaign'>>(`${path(id)}/${action}`, { method: 'POST' })).campaign;
}

// scheduleCampaign sets the time a draft goes out.
export async function scheduleCampaign(id: string, scheduledAt: string): Promise<Campaign> {
  return (await apiRequest<CampaignsAnswer<'campaign'>>(`${path(id)}/schedule`, { method: 'POST', body: { scheduledAt } })).campaign;
}

// deleteCampaign removes a campaign that never sent (draft, scheduled, cancelled or failed).
export function deleteCampaign(id: string): Promise<CampaignsAnswer<'done'>> {
  return apiRequest<CampaignsAnswer<'done'>>(path(id), { method: 'DELETE' });
}
