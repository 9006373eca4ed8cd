// Calls of the analytics reports: the comprehensive report, the exported file, and a campaign's click map (its rendered
// message and the clicks per link, read from the campaign report's endpoints).
import type {
  AnalyticsPeriod,
  analyticsExportResponseSchema,
  analyticsRetentionBodySchema,
  AnalyticsRetention,
  Comprehensive,
  createExportBodySchema,
  Drilldown,
  DrilldownFigure,
} from '@ulak/shared/analytics';
import type { CampaignLink, campaignLinksResponseSchema, CampaignRendered } from '@ulak/shared/campaigns';
import type { Answer, RequestBody } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';
import { downloadFile, queryString } from '../../../lib/files';

export type ExportFormat = 'pdf' | 'csv' | 'xlsx';
export type { CampaignLink, CampaignRendered };

// viewerTimeZone is the browser's IANA time zone, in which the hour-of-day figures are read (UTC if unknown).
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

// fetchComprehensive reads the analytics report of the last `days` days.
export function fetchComprehensive(days: AnalyticsPeriod): Promise<Comprehensive> {
  return apiRequest<Comprehensive>(`/analytics/comprehensive?days=${days}&tz=${encodeURIComponent(viewerTimeZone())}`);
}

// downloadReport downloads the report as analytics-report.<format> in the interface language.
export function downloadReport(format: ExportFormat, days: AnalyticsPeriod): Promise<void> {
  return downloadFile(`/analytics/export?format=${format}&days=${days}&tz=${encodeURIComponent(viewerTimeZone())}`, `analytics-report.${format}`);
}

// fetchClickMapLinks reads a campaign's clicks per tracked link (all and human).
export async function fetchClickMapLinks(campaignId: string): Promise<CampaignLink[]> {
  return (await apiRequest<Answer<typeof campaignLinksResponseSchema>>(`/campaigns/${encodeURIComponent(campaignId)}/links`)).links;
}

// fetchClickMapRendered reads a campaign's message as sent to a sample recipient.
export function fetchClickMapRendered(campaignId: string): Promise<CampaignRendered> {
  return apiRequest<CampaignRendered>(`/campaigns/${encodeURIComponent(campaignId)}/rendered`);
}

/** What a list behind a figure is about: the figure, and optionally a campaign or a place. */
export type DrilldownTarget = { figure: DrilldownFigure; campaignId?: string; country?: string; city?: string; title: string };

// fetchDrilldown reads a page of the contacts or deliveries behind a figure of the period.
export function fetchDrilldown(days: AnalyticsPeriod, target: DrilldownTarget, page: number, limit: number): Promise<Drilldown> {
  const { figure, campaignId, country, city } = target;
  return apiRequest<Drilldown>(`/analytics/drilldown${queryString({ figure, days, campaignId, country, city, page, limit })}`);
}

export type AnalyticsExportJob = Answer<typeof analyticsExportResponseSchema>['export'];

// startExport queues a report export as a job (the heavy ones) and returns it at once.
export async function startExport(body: RequestBody<typeof createExportBodySchema>): Promise<AnalyticsExportJob> {
  return (await apiRequest<Answer<typeof analyticsExportResponseSchema>>('/analytics/exports', { method: 'POST', body })).export;
}

// fetchExport reads an export job's status and progress.
export async function fetchExport(id: string): Promise<AnalyticsExportJob> {
  return (await apiRequest<Answer<typeof analyticsExportResponseSchema>>(`/analytics/exports/${encodeURIComponent(id)}`)).export;
}

// downloadExport downloads a finished export's file.
export function downloadExport(job: AnalyticsExportJob): Promise<void> {
  return downloadFile(`/analytics/exports/${encodeURIComponent(job.id)}/file`, `analytics-report.${job.format}`);
}

// fetchRetention reads the platform's retention of raw engagement events (admins).
export function fetchRetention(): Promise<AnalyticsRetention> {
  return apiRequest<AnalyticsRetention>('/admin/analytics/retention');
}

// saveRetention sets the months of raw engagement events to keep (null: forever).
export function saveRetention(body: RequestBody<typeof analyticsRetentionBodySchema>): Promise<AnalyticsRetention> {
  return apiRequest<AnalyticsRetention>('/admin/analytics/retention', { method: 'PUT', body });
}
