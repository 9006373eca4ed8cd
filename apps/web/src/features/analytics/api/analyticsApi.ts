// Calls of the analytics reports: the comprehensive report, the exported file, and a campaign's click map (its rendered
// message and the clicks per link, read from the campaign report's endpoints).
import type { AnalyticsPeriod, Comprehensive } from '@ulak/shared/analytics';
import type { CampaignLink, campaignLinksResponseSchema, CampaignRendered } from '@ulak/shared/campaigns';
import type { Answer } from '@ulak/shared/responses';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/files';

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
