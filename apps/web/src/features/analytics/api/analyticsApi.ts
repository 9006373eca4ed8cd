// Calls of the analytics reports: the comprehensive report and the exported file.
import type { AnalyticsPeriod, Comprehensive } from '@ulak/shared/analytics';
import { apiRequest } from '../../../lib/api';
import { downloadFile } from '../../../lib/files';

export type ExportFormat = 'pdf' | 'csv' | 'xlsx';

// fetchComprehensive reads the analytics report of the last `days` days.
export function fetchComprehensive(days: AnalyticsPeriod): Promise<Comprehensive> {
  return apiRequest<Comprehensive>(`/analytics/comprehensive?days=${days}`);
}

// downloadReport downloads the report as analytics-report.<format> in the interface language.
export function downloadReport(format: ExportFormat, days: AnalyticsPeriod): Promise<void> {
  return downloadFile(`/analytics/export?format=${format}&days=${days}`, `analytics-report.${format}`);
}
